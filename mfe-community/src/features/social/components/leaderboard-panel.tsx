import { SOCIAL_TEXTS, useLeaderboard, type LeaderboardEntry } from '@portal/shared-api/social';
import { Box, Card, HStack, Heading, Separator, Stack, Text } from '@portal/shared-ui';
import { Avatar, ListSkeleton, QueryState } from '@portal/shared-ui/data';
import { displayName } from '@portal/shared-api/core';

function EntryRow({ entry }: { entry: LeaderboardEntry }) {
  const name = displayName(entry);
  return (
    <HStack
      as="li"
      gap="3"
      px="2"
      py="1.5"
      borderRadius="l2"
      bg={entry.IsCurrentUser ? 'colorPalette.subtle' : undefined}
      colorPalette="blue"
      aria-current={entry.IsCurrentUser ? 'true' : undefined}
    >
      <Text fontWeight="bold" minW="6" textAlign="end">
        {entry.Rank}
      </Text>
      <Avatar name={name} src={entry.Avatar} size="xs" decorative />
      <Text flex="1" minW="0" truncate>
        {name}
        {entry.IsCurrentUser ? ' (You)' : ''}
      </Text>
      <Text fontWeight="semibold" whiteSpace="nowrap">
        {entry.Points} pts
      </Text>
    </HStack>
  );
}

/**
 * Weekly Leaderboard, in the feed's side panel (docs/product/social.md#community-feed-tab): the first 5, and
 * the user's own rank below when lower.
 */
export function LeaderboardPanel() {
  const board = useLeaderboard();
  return (
    <Card.Root as="section" aria-labelledby="weekly-leaderboard">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="weekly-leaderboard">
          {SOCIAL_TEXTS.leaderboard}
        </Heading>
        <QueryState
          query={board}
          errorTitle={SOCIAL_TEXTS.leaderboardLoadFailed}
          loading={<ListSkeleton count={5} label="Loading the leaderboard" />}
          isEmpty={(data) => data.entries.length === 0}
          empty={<Text color="fg.muted">{SOCIAL_TEXTS.leaderboardEmpty}</Text>}
        >
          {(data) => {
            const isOutside = !data.entries.some((entry) => entry.IsCurrentUser);
            return (
              <Stack gap="2">
                <Box as="ol" listStyleType="none" aria-label="Top learners this week">
                  {data.entries.map((entry) => (
                    <EntryRow key={entry.Id} entry={entry} />
                  ))}
                </Box>
                {isOutside ? (
                  <>
                    <Separator />
                    <Text fontSize="sm" color="fg.muted">
                      {SOCIAL_TEXTS.yourRank}
                    </Text>
                    <Box as="ol" listStyleType="none" aria-label={SOCIAL_TEXTS.yourRank}>
                      <EntryRow entry={data.currentUser} />
                    </Box>
                  </>
                ) : null}
                <Text fontSize="xs" color="fg.muted">
                  Points earned in the last 7 days.
                </Text>
              </Stack>
            );
          }}
        </QueryState>
      </Card.Body>
    </Card.Root>
  );
}
