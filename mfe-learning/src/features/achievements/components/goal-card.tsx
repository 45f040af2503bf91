// One goal: its title, type, progress towards the target in its unit (capped at 100 %), deadline,
// priority and the status shown (overdue shows as failed: docs/product/achievements.md#goal-status-shown),
// with edit, pause or resume, and delete.
import { Card, HStack, Stack, Text } from '@portal/shared-ui';
import { ProgressBar, StatusBadge } from '@portal/shared-ui/data';
import { ActionsMenu } from '@portal/shared-ui/overlays';
import {
  GOAL_PRIORITY_LABELS,
  GOAL_TYPE_LABELS,
  goalStatusShown,
  goalUnit,
  type Goal,
} from '@portal/shared-api/achievements';

const STATUS_TONES = { active: 'info', completed: 'success', paused: 'neutral', failed: 'danger' } as const;
const STATUS_LABELS = {
  active: 'Active',
  completed: 'Completed',
  paused: 'Paused',
  failed: 'Failed',
} as const;

export type GoalAction = 'edit' | 'pause' | 'resume' | 'delete';

export function GoalCard({
  goal,
  onAction,
}: {
  goal: Goal;
  onAction: (action: GoalAction, goal: Goal) => void;
}) {
  const shown = goalStatusShown(goal.Status);
  const unit = goalUnit(goal.Type);
  const editable = goal.Status !== 'completed';
  return (
    <Card.Root as="li" size="sm">
      <Card.Body gap="3">
        {/* The status and actions go under the title where both do not fit (a phone). */}
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1" minW="0" flex="1 1 14rem">
            <Text fontWeight="semibold">{goal.Title}</Text>
            {goal.Description ? (
              <Text textStyle="sm" color="fg.muted">
                {goal.Description}
              </Text>
            ) : null}
          </Stack>
          <HStack gap="2" flexShrink={0}>
            <StatusBadge status={shown} tone={STATUS_TONES[shown]} label={STATUS_LABELS[shown]} />
            {editable ? (
              <ActionsMenu
                label={`Actions for ${goal.Title}`}
                items={[
                  { value: 'edit', label: 'Edit' },
                  goal.Status === 'paused'
                    ? { value: 'resume', label: 'Resume' }
                    : { value: 'pause', label: 'Pause' },
                  { value: 'delete', label: 'Delete', danger: true },
                ]}
                onSelect={(action: GoalAction) => onAction(action, goal)}
              />
            ) : null}
          </HStack>
        </HStack>
        <Text textStyle="sm">
          {goal.CurrentValue.toLocaleString('en-US')} of {goal.TargetValue.toLocaleString('en-US')} {unit}
        </Text>
        <ProgressBar value={goal.Progress} label={`${goal.Title} progress`} hideLabel valuePlacement="end" />
        <Text textStyle="xs" color="fg.muted">
          {GOAL_TYPE_LABELS[goal.Type]} · {GOAL_PRIORITY_LABELS[goal.Priority]} priority
          {goal.Deadline ? ` · due ${new Date(goal.Deadline).toLocaleDateString()}` : ' · no deadline'}
          {goal.Reward ? ` · reward: ${goal.Reward}` : ''}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
