// What the page does to a goal, with its toasts: save (create or update), pause or resume, delete.
import { toaster } from '@portal/shared-ui';
import {
  GOAL_TEXTS,
  useCreateGoal,
  useDeleteGoal,
  usePauseGoal,
  useUpdateGoal,
  type Goal,
  type GoalCreate,
} from '@portal/shared-api/achievements';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

export function useGoalActions() {
  const create = useCreateGoal();
  const update = useUpdateGoal();
  const pause = usePauseGoal();
  const remove = useDeleteGoal();

  /** Throws on failure so the dialog stays open with what was typed. */
  const save = async (payload: GoalCreate, goal: Goal | null) => {
    try {
      if (goal) await update.trigger({ id: goal.Id, goal: payload });
      else await create.trigger(payload);
    } catch (error) {
      toaster.create({ type: 'error', title: GOAL_TEXTS.saveFailed, description: messageOf(error) });
      throw error;
    }
    toaster.create({ type: 'success', title: goal ? GOAL_TEXTS.updated : GOAL_TEXTS.created });
  };

  const setPaused = async (goal: Goal, paused: boolean) => {
    try {
      await pause.trigger({ id: goal.Id, paused });
      toaster.create({ type: 'success', title: paused ? GOAL_TEXTS.paused : GOAL_TEXTS.resumed });
    } catch (error) {
      toaster.create({ type: 'error', title: GOAL_TEXTS.saveFailed, description: messageOf(error) });
    }
  };

  const destroy = async (goal: Goal) => {
    try {
      await remove.trigger(goal.Id);
      toaster.create({ type: 'success', title: GOAL_TEXTS.deleted });
    } catch {
      toaster.create({ type: 'error', title: GOAL_TEXTS.deleteFailed });
    }
  };

  return { save, setPaused, destroy, deleting: remove.isMutating };
}
