import { useState } from 'react';
import { SOCIAL_TEXTS } from '@portal/shared-api/social';
import { Box, Button, Grid, Stack } from '@portal/shared-ui';
import { PageFrame, TabsWithCounts } from '@portal/shared-ui/data';
import { BuddiesPanel } from '../components/buddies-panel.tsx';
import { CommunityFeed } from '../components/community-feed.tsx';
import { LeaderboardPanel } from '../components/leaderboard-panel.tsx';
import { ShareUpdateDialog } from '../components/share-update-dialog.tsx';
import { StudyBuddies } from '../components/study-buddies.tsx';
import { StudyGroups } from '../components/study-groups.tsx';
import { useFeedFilters, type SocialTab } from '../hooks/use-feed-filters.ts';
import { usePostActions } from '../hooks/use-post-actions.ts';

const TABS: { value: SocialTab; label: string }[] = [
  { value: 'feed', label: SOCIAL_TEXTS.feedTab },
  { value: 'buddies', label: SOCIAL_TEXTS.buddiesTab },
  { value: 'groups', label: SOCIAL_TEXTS.groupsTab },
];

/**
 * /user/social (docs/product/social.md#screens): the community feed with its side panel, study buddies and
 * study groups.
 */
export function SocialPage() {
  const filters = useFeedFilters();
  const actions = usePostActions();
  const [isSharing, setIsSharing] = useState(false);

  return (
    <PageFrame
      title={SOCIAL_TEXTS.title}
      description={SOCIAL_TEXTS.description}
      actions={<Button onClick={() => setIsSharing(true)}>{SOCIAL_TEXTS.shareUpdate}</Button>}
    >
      <TabsWithCounts<SocialTab> tabs={TABS} value={filters.tab} onValueChange={filters.setTab}>
        {(tab) => (
          <Box pt="2">
            {tab === 'feed' ? (
              <Grid
                templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }}
                gap="6"
                alignItems="start"
              >
                <CommunityFeed
                  q={filters.q}
                  type={filters.type}
                  onSearch={filters.setQuery}
                  onType={filters.setType}
                  onShare={() => setIsSharing(true)}
                />
                <Stack as="aside" gap="4" aria-label="Community highlights">
                  <LeaderboardPanel />
                  <BuddiesPanel onSeeAll={() => filters.setTab('buddies')} />
                </Stack>
              </Grid>
            ) : null}
            {tab === 'buddies' ? <StudyBuddies /> : null}
            {tab === 'groups' ? <StudyGroups /> : null}
          </Box>
        )}
      </TabsWithCounts>
      <ShareUpdateDialog
        open={isSharing}
        onClose={() => setIsSharing(false)}
        onSubmit={async (values) => {
          if (await actions.share(values)) setIsSharing(false);
        }}
      />
    </PageFrame>
  );
}
