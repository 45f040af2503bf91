// Goals and achievements (docs/product/achievements.md#api): the learner's goals and what they do with them,
// and the achievements.
import { http } from '@portal/shared-api/core';
import { browserTimeZone } from '../common/time-zones.ts';
import type { Achievement, Goal, GoalCreate, GoalUpdate } from './contract.ts';

const user = (userId: string) => encodeURIComponent(userId);
/** The deadline day ends in the browser's zone. */
const tz = () => ({ tz: browserTimeZone() });

export const getGoals = (userId: string): Promise<Goal[]> =>
  http.get(`goals/user/${user(userId)}`).json<Goal[]>();

export const postGoal = (goal: GoalCreate): Promise<Goal> =>
  http.post('goals', { json: goal, searchParams: tz() }).json<Goal>();

export const putGoal = ({ id, goal }: { id: string; goal: GoalUpdate }): Promise<Goal> =>
  http.put(`goals/${encodeURIComponent(id)}`, { json: goal, searchParams: tz() }).json<Goal>();

export const pauseGoal = ({ id, paused }: { id: string; paused: boolean }): Promise<Goal> =>
  http.post(`goals/${encodeURIComponent(id)}/${paused ? 'pause' : 'resume'}`).json<Goal>();

export const deleteGoal = (id: string): Promise<void> =>
  http.delete(`goals/${encodeURIComponent(id)}`).void();

export const getAchievements = (userId: string): Promise<Achievement[]> =>
  http.get(`achievements/user/${user(userId)}`).json<Achievement[]>();
