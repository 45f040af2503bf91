// /user/settings (ours, issue 13): appearance and time zone, the player's defaults, and your data.
import { useUserSettings } from '@portal/shared-api/settings';
import { SimpleGrid, Stack } from '@portal/shared-ui';
import { CardGridSkeleton, PageFrame, QueryState } from '@portal/shared-ui/data';
import { AppearanceCard } from '../components/appearance-card.tsx';
import { DataCard } from '../components/data-card.tsx';
import { PlayerDefaultsCard } from '../components/player-defaults-card.tsx';

export function SettingsPage() {
  const query = useUserSettings();
  return (
    <PageFrame title="Settings" description="How the portal looks and plays, and your data.">
      <QueryState
        query={query}
        errorTitle="Failed to load your settings"
        loading={
          <CardGridSkeleton count={3} columns={{ base: 1, lg: 2 }} height="48" label="Loading settings" />
        }
      >
        {(settings) => (
          <Stack gap="6">
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
              <AppearanceCard settings={settings} />
              <PlayerDefaultsCard />
            </SimpleGrid>
            <DataCard />
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
