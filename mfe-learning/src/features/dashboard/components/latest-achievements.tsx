import { Badge, HStack, Stack, Text } from '@portal/shared-ui';
import { formatDate } from '@portal/shared-api/core';
import { type DashboardAchievement } from '@portal/shared-api/dashboard';
import { DashboardSection } from './dashboard-section.tsx';

type LatestAchievementsProps = { achievements: DashboardAchievement[] };

export function LatestAchievements({ achievements }: LatestAchievementsProps) {
  return (
    <DashboardSection
      title="Latest Achievements"
      linkLabel="View all achievements"
      linkTo="/user/achievements"
    >
      {achievements.length === 0 ? (
        <Text color="fg.muted">No achievements unlocked yet</Text>
      ) : (
        <Stack gap="3">
          {achievements.map((achievement) => (
            <HStack key={achievement.Id} justify="space-between" gap="3" align="start">
              <Stack gap="0" minW="0">
                <Text fontWeight="medium">{achievement.Title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {achievement.Description}
                </Text>
                {achievement.EarnedAt ? (
                  <Text fontSize="xs" color="fg.subtle">
                    Earned {formatDate(achievement.EarnedAt)}
                  </Text>
                ) : null}
              </Stack>
              <Badge colorPalette="yellow">+{achievement.Points} pts</Badge>
            </HStack>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
