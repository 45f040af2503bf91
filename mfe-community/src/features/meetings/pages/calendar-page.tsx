import { useState } from 'react';
import { Button } from '@portal/shared-ui';
import { CardGridSkeleton, PageFrame } from '@portal/shared-ui/data';
import { CalendarBoard } from '../components/calendar-board.tsx';
import { SubscribeDialog } from '../components/calendar-subscribe-dialog.tsx';
import { useCalendarZone } from '../hooks/use-calendar-zone.ts';

/** /user/calendar (ours, issue 14): meetings, goal deadlines and course due dates in the user's zone. */
export function CalendarPage() {
  const zone = useCalendarZone();
  const [subscribeOpen, setSubscribeOpen] = useState(false);
  return (
    <PageFrame
      title="Calendar"
      description={
        zone ? `Your meetings, goal deadlines and course due dates. Times are in ${zone}.` : undefined
      }
      actions={
        <Button variant="outline" onClick={() => setSubscribeOpen(true)}>
          Subscribe
        </Button>
      }
    >
      {zone ? (
        <CalendarBoard zone={zone} />
      ) : (
        <CardGridSkeleton count={1} columns={1} height="xl" label="Loading your calendar" />
      )}
      <SubscribeDialog open={subscribeOpen} onClose={() => setSubscribeOpen(false)} />
    </PageFrame>
  );
}
