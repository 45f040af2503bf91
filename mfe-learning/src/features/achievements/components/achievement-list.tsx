// Achievements (docs/product/achievements.md#goals-and-achievements-page): the Recent Achievements list
// (the first five unlocked, with the unlock time) and the ones still to earn with the progress made
// towards them.
import { Badge, Card, EmptyState, HStack, Heading, SimpleGrid, Stack, Text } from '@portal/shared-ui';
import { ProgressBar } from '@portal/shared-ui/data';
import { GOAL_TEXTS, RECENT_ACHIEVEMENTS, type Achievement } from '@portal/shared-api/achievements';

const RARITY_PALETTE: Record<Achievement['Rarity'], string> = {
  common: 'gray',
  uncommon: 'green',
  rare: 'blue',
  epic: 'purple',
  legendary: 'orange',
};

function AchievementItem({ achievement }: { achievement: Achievement }) {
  return (
    <Card.Root as="li" size="sm" variant={achievement.EarnedAt ? 'elevated' : 'outline'}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start">
          <Text fontWeight="semibold">{achievement.Title}</Text>
          <Badge colorPalette={RARITY_PALETTE[achievement.Rarity]}>{achievement.Rarity}</Badge>
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          {achievement.Description}
        </Text>
        {achievement.EarnedAt ? (
          <Text textStyle="xs">
            Unlocked {new Date(achievement.EarnedAt).toLocaleString()} · {achievement.Points} points
          </Text>
        ) : (
          <ProgressBar
            value={achievement.Progress}
            label={`${achievement.Title} progress`}
            hideLabel
            valuePlacement="end"
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function RecentAchievements({ achievements }: { achievements: Achievement[] }) {
  const recent = achievements.filter((a) => a.EarnedAt).slice(0, RECENT_ACHIEVEMENTS);
  return (
    <Stack as="section" aria-labelledby="recent-achievements" gap="3">
      <Heading as="h2" size="md" id="recent-achievements">
        Recent Achievements
      </Heading>
      {recent.length === 0 ? (
        <EmptyState title={GOAL_TEXTS.noAchievements} />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {recent.map((achievement) => (
            <AchievementItem key={achievement.Id} achievement={achievement} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function LockedAchievements({ achievements }: { achievements: Achievement[] }) {
  const locked = achievements.filter((a) => !a.EarnedAt);
  if (locked.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="next-achievements" gap="3">
      <Heading as="h2" size="md" id="next-achievements">
        Still to earn
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="3" listStyleType="none">
        {locked.map((achievement) => (
          <AchievementItem key={achievement.Id} achievement={achievement} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
