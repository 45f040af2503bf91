import { SOCIAL_TEXTS, useStudyBuddies } from '@portal/shared-api/social';
import { EmptyState, SimpleGrid } from '@portal/shared-ui';
import { CardGridSkeleton, QueryState } from '@portal/shared-ui/data';
import { useFollow } from '../hooks/use-follow.ts';
import { BuddyCard } from './buddy-card.tsx';

/** The Study Buddies tab: everyone sharing a course with the user, the most compatible first. */
export function StudyBuddies() {
  const buddies = useStudyBuddies();
  const follow = useFollow();
  return (
    <QueryState
      query={buddies}
      errorTitle={SOCIAL_TEXTS.buddiesLoadFailed}
      loading={<CardGridSkeleton count={3} height="56" label="Loading study buddies" />}
      isEmpty={(data) => data.buddies.length === 0}
      empty={<EmptyState title={SOCIAL_TEXTS.noBuddies} description={SOCIAL_TEXTS.noBuddiesHint} />}
    >
      {(data) => (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {data.buddies.map((buddy) => (
            <BuddyCard key={buddy.Id} buddy={buddy} onToggleFollow={(b) => void follow.toggle(b)} />
          ))}
        </SimpleGrid>
      )}
    </QueryState>
  );
}
