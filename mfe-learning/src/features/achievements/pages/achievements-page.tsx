// /user/achievements (docs/product/achievements.md#goals-and-achievements-page): Create Goal and Add Goal
// open the dialog, which saves; the three counters; the active goals (only active ones are listed,
// completed ones counted), then the paused and failed ones so they can be resumed, changed or removed;
// Recent Achievements (five) and those still to earn.
import { useState } from 'react';
import { Button, Grid, SimpleGrid, Stack } from '@portal/shared-ui';
import { CardGridSkeleton, PageFrame, QueryState, StatCard } from '@portal/shared-ui/data';
import { ConfirmDialog } from '@portal/shared-ui/overlays';
import { useAuth } from '@portal/shared-api/core';
import { GOAL_TEXTS, useAchievements, useGoals, type Goal } from '@portal/shared-api/achievements';
import { LockedAchievements, RecentAchievements } from '../components/achievement-list.tsx';
import type { GoalAction } from '../components/goal-card.tsx';
import { GoalFormDialog } from '../components/goal-form-dialog.tsx';
import { GoalList } from '../components/goal-list.tsx';
import { useGoalActions } from '../hooks/use-goal-actions.ts';

export function AchievementsPage() {
  const userId = useAuth().user?.Id;
  const goals = useGoals(userId);
  const achievements = useAchievements(userId);
  const actions = useGoalActions();
  const [editing, setEditing] = useState<Goal | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Goal | null>(null);

  const onAction = (action: GoalAction, goal: Goal) => {
    if (action === 'edit') setEditing(goal);
    else if (action === 'delete') setDeleting(goal);
    else void actions.setPaused(goal, action === 'pause');
  };
  const all = goals.data ?? [];
  const active = all.filter((g) => g.Status === 'active');
  const completed = all.filter((g) => g.Status === 'completed');
  const other = all.filter((g) => g.Status === 'paused' || g.Status === 'overdue');
  const unlocked = (achievements.data ?? []).filter((a) => a.EarnedAt).length;

  return (
    <PageFrame
      title="Goals & Achievements"
      description="Set goals, follow your progress and collect achievements."
      actions={<Button onClick={() => setEditing(null)}>Create Goal</Button>}
    >
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" as="section" aria-label="Counters">
        <StatCard label="Active Goals" value={goals.data ? String(active.length) : '…'} />
        <StatCard label="Completed Goals" value={goals.data ? String(completed.length) : '…'} />
        <StatCard label="Achievements Unlocked" value={achievements.data ? String(unlocked) : '…'} />
      </SimpleGrid>
      <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="6" alignItems="start">
        <QueryState
          query={goals}
          errorTitle={GOAL_TEXTS.loadFailed}
          loading={<CardGridSkeleton count={3} columns={1} label="Loading goals" />}
        >
          {() => (
            <Stack gap="6">
              <GoalList
                id="active-goals"
                title="Active Goals"
                goals={active}
                empty={GOAL_TEXTS.noActive}
                onAction={onAction}
                action={
                  <Button size="sm" variant="outline" onClick={() => setEditing(null)}>
                    Add Goal
                  </Button>
                }
              />
              <GoalList id="other-goals" title="Paused and missed" goals={other} onAction={onAction} />
            </Stack>
          )}
        </QueryState>
        <QueryState
          query={achievements}
          errorTitle={GOAL_TEXTS.loadFailed}
          loading={<CardGridSkeleton count={3} columns={1} label="Loading achievements" />}
        >
          {(list) => <RecentAchievements achievements={list} />}
        </QueryState>
      </Grid>
      {achievements.data ? <LockedAchievements achievements={achievements.data} /> : null}
      <GoalFormDialog
        goal={editing}
        onClose={() => setEditing(undefined)}
        onSave={async (payload, goal) => {
          await actions.save(payload, goal);
          setEditing(undefined);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this goal?"
        description={deleting ? `“${deleting.Title}” will be deleted. This action cannot be undone.` : ''}
        confirmLabel="Delete"
        destructive
        isPending={actions.deleting}
        onConfirm={() => {
          if (deleting) void actions.destroy(deleting).then(() => setDeleting(null));
        }}
        onClose={() => setDeleting(null)}
      />
    </PageFrame>
  );
}
