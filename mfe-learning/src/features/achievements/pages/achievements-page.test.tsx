import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@portal/shared-api/core';
import { buildUser, mockApi } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { GOAL_TEXTS, type Achievement, type Goal } from '@portal/shared-api/achievements';
import { AchievementsPage } from './achievements-page.tsx';

const user = buildUser();
const goal = (overrides: Partial<Goal>): Goal => ({
  Id: 'g1',
  Title: 'Study 40 hours',
  Description: '',
  Type: 'learning_hours',
  TargetValue: 40,
  CurrentValue: 12.5,
  Progress: 31,
  Deadline: null,
  Priority: 'medium',
  Status: 'active',
  CreatedAt: '2026-11-01T10:00:00.000Z',
  CompletedAt: null,
  Reward: null,
  ...overrides,
});
const achievement = (n: number, earned: boolean): Achievement => ({
  Id: `a${n}`,
  Slug: `a${n}`,
  Title: `Achievement ${n}`,
  Description: 'Do a thing.',
  Icon: 'star',
  Category: 'learning',
  Rarity: 'common',
  Points: 10,
  Progress: earned ? 100 : 40,
  EarnedAt: earned ? '2026-11-20T10:00:00.000Z' : null,
});

function api(goals: Goal[], achievements: Achievement[]) {
  return mockApi({
    [`GET /api/goals/user/${user.Id}`]: () => ({ body: goals }),
    [`GET /api/achievements/user/${user.Id}`]: () => ({ body: achievements }),
    'POST /api/goals': (request) => ({
      status: 201,
      body: goal({ Id: 'g9', ...(request.body as Partial<Goal>), CurrentValue: 25, Progress: 42 }),
    }),
  });
}
const render = () => {
  act(() => authStore.getState().setUser(user));
  return renderWithProviders(<AchievementsPage />, { route: '/user/achievements' });
};

describe('AchievementsPage', () => {
  afterEach(() => act(() => authStore.getState().setUser(null)));

  it('counts goals and achievements, lists active goals in their unit, failed ones apart, five recent unlocks', async () => {
    api(
      [
        goal({}),
        goal({ Id: 'g2', Title: 'Done', Status: 'completed', Progress: 100 }),
        goal({ Id: 'g3', Title: 'Missed', Type: 'time_spent', Status: 'overdue' }),
      ],
      [1, 2, 3, 4, 5, 6].map((n) => achievement(n, true)).concat(achievement(7, false)),
    );
    render();
    const active = await screen.findByRole('region', { name: 'Active Goals' });
    expect(within(active).getByText('12.5 of 40 hours')).toBeInTheDocument();
    expect(within(active).queryByText('Done')).not.toBeInTheDocument();
    const other = screen.getByRole('region', { name: 'Paused and missed' });
    expect(within(other).getByText('Failed')).toBeInTheDocument();
    const counters = screen.getByRole('region', { name: 'Counters' });
    expect(within(counters).getAllByText('1')).toHaveLength(2);
    expect(await within(counters).findByText('6')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent Achievements' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('region', { name: 'Still to earn' })).toHaveTextContent('Achievement 7');
  });

  it('shows both empty texts', async () => {
    api([], [achievement(1, false)]);
    render();
    expect(await screen.findByText(GOAL_TEXTS.noActive)).toBeInTheDocument();
    expect(await screen.findByText(GOAL_TEXTS.noAchievements)).toBeInTheDocument();
  });

  it('saves a new goal from the dialog with its type and target (pausing is in the browser journey)', async () => {
    const calls = api([goal({})], []);
    render();
    await screen.findByRole('region', { name: 'Active Goals' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Create Goal' })[0]!);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'One hour');
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'time_spent');
    await userEvent.type(within(dialog).getByLabelText(/Target \(minutes\)/), '60');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Goal' }));
    await waitFor(() =>
      expect(calls.calls.some((c) => c.method === 'POST' && c.path === '/api/goals')).toBe(true),
    );
    const sent = calls.calls.find((c) => c.path === '/api/goals')!.body;
    expect(sent).toMatchObject({
      Title: 'One hour',
      Type: 'time_spent',
      TargetValue: 60,
      Priority: 'medium',
    });
    expect(await screen.findByText(GOAL_TEXTS.created)).toBeInTheDocument();
  });

  it('refuses a target missing or a quiz score over 100 in the dialog', async () => {
    api([], []);
    render();
    await userEvent.click((await screen.findAllByRole('button', { name: 'Create Goal' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Quiz');
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'quiz_score');
    await userEvent.type(within(dialog).getByLabelText(/Target \(percent\)/), '120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Goal' }));
    expect(await within(dialog).findByText(GOAL_TEXTS.quizTarget)).toBeInTheDocument();
  });
});
