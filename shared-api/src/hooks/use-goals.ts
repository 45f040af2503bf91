import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import { deleteGoal, getAchievements, getGoals, pauseGoal, postGoal, putGoal } from '../client/goals.ts';
import type { Achievement, Goal } from '../contract/goals.ts';
import { goalKeys } from './keys.ts';

export function useGoals(userId: string | undefined): ApiQuery<Goal[]> {
  return useApiQuery(userId ? goalKeys.list('goals', userId) : null, () => getGoals(userId as string));
}

export function useAchievements(userId: string | undefined): ApiQuery<Achievement[]> {
  return useApiQuery(userId ? goalKeys.list('achievements', userId) : null, () =>
    getAchievements(userId as string),
  );
}

const invalidates = [goalKeys];

export const useCreateGoal = () => useApiMutation(goalKeys.mutation('create'), postGoal, { invalidates });
export const useUpdateGoal = () => useApiMutation(goalKeys.mutation('update'), putGoal, { invalidates });
export const usePauseGoal = () => useApiMutation(goalKeys.mutation('pause'), pauseGoal, { invalidates });
export const useDeleteGoal = () => useApiMutation(goalKeys.mutation('delete'), deleteGoal, { invalidates });
