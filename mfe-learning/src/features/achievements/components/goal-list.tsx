// A list of goals under a heading, with the empty text when there is none.
import { EmptyState, Heading, HStack, Stack } from '@portal/shared-ui';
import type { Goal } from '@portal/shared-api/achievements';
import type { ReactNode } from 'react';
import { GoalCard, type GoalAction } from './goal-card.tsx';

type GoalListProps = {
  id: string;
  title: string;
  goals: Goal[];
  empty?: string;
  action?: ReactNode;
  onAction: (action: GoalAction, goal: Goal) => void;
};

export function GoalList({ id, title, goals, empty, action, onAction }: GoalListProps) {
  if (goals.length === 0 && !empty) return null;
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <HStack justify="space-between">
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        {action}
      </HStack>
      {goals.length === 0 ? (
        <EmptyState title={empty!} />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {goals.map((goal) => (
            <GoalCard key={goal.Id} goal={goal} onAction={onAction} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
