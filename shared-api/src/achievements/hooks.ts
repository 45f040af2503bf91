import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import { deleteGoal, getAchievements, getGoals, pauseGoal, postGoal, putGoal } from './client.ts';
import type { Achievement, Goal } from './contract.ts';
import { achievementKeys } from './keys.ts';

export function useGoals(userId: string | undefined): ApiQuery<Goal[]> {
  return useApiQuery(userId ? achievementKeys.list('goals', userId) : null, () => getGoals(userId as string));
}

export function useAchievements(userId: string | undefined): ApiQuery<Achievement[]> {
  return useApiQuery(userId ? achievementKeys.list('achievements', userId) : null, () =>
    getAchievements(userId as string),
  );
}

const invalidates = [achievementKeys];

export const useCreateGoal = () =>
  useApiMutation(achievementKeys.mutation('create'), postGoal, { invalidates });
export const useUpdateGoal = () =>
  useApiMutation(achievementKeys.mutation('update'), putGoal, { invalidates });
export const usePauseGoal = () =>
  useApiMutation(achievementKeys.mutation('pause'), pauseGoal, { invalidates });
export const useDeleteGoal = () =>
  useApiMutation(achievementKeys.mutation('delete'), deleteGoal, { invalidates });
