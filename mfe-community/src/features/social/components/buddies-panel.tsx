import {
  BUDDIES_PANEL_SIZE,
  BUDDY_STATUS_LABELS,
  SOCIAL_TEXTS,
  useStudyBuddies,
} from '@portal/shared-api/social';
import { Box, Button, Card, HStack, Heading, Stack, Text } from '@portal/shared-ui';
import { Avatar, ListSkeleton, QueryState, StatusBadge } from '@portal/shared-ui/data';
import { STATUS_TONES } from '../utils/people.ts';
import { displayName } from '@portal/shared-api/core';

type BuddiesPanelProps = { onSeeAll: () => void };

/**
 * The side panel's Study Buddies (docs/product/social.md#community-feed-tab): the first 3, and a way to all
 * of them.
 */
export function BuddiesPanel({ onSeeAll }: BuddiesPanelProps) {
  const buddies = useStudyBuddies();
  return (
    <Card.Root as="section" aria-labelledby="study-buddies-panel">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="study-buddies-panel">
          {SOCIAL_TEXTS.buddiesPanel}
        </Heading>
        <QueryState
          query={buddies}
          errorTitle={SOCIAL_TEXTS.buddiesLoadFailed}
          loading={<ListSkeleton count={3} label="Loading study buddies" />}
          isEmpty={(data) => data.buddies.length === 0}
          empty={<Text color="fg.muted">{SOCIAL_TEXTS.noBuddies}</Text>}
        >
          {(data) => (
            <Stack gap="3">
              <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap="2">
                {data.buddies.slice(0, BUDDIES_PANEL_SIZE).map((buddy) => {
                  const name = displayName(buddy);
                  return (
                    <HStack as="li" key={buddy.Id} gap="3">
                      <Avatar name={name} src={buddy.Avatar} size="sm" decorative />
                      <Stack gap="0" flex="1" minW="0">
                        <Text truncate>{name}</Text>
                        <Text fontSize="xs" color="fg.muted">
                          {buddy.CompatibilityScore}% compatible
                        </Text>
                      </Stack>
                      <StatusBadge
                        status={buddy.Status}
                        tone={STATUS_TONES[buddy.Status]}
                        label={BUDDY_STATUS_LABELS[buddy.Status]}
                      />
                    </HStack>
                  );
                })}
              </Box>
              <Button size="sm" variant="outline" onClick={onSeeAll}>
                See all study buddies
              </Button>
            </Stack>
          )}
        </QueryState>
      </Card.Body>
    </Card.Root>
  );
}
