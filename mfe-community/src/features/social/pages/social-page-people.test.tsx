import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildBuddy, buildLeaderboard, buildLeaderboardEntry } from '@portal/shared-api/testing';
import { mockSocial, renderPage } from '../testing/social-page-test-kit.tsx';

describe('SocialPage: the leaderboard and study buddies', () => {
  it('shows the weekly leaderboard’s first 5 and the user’s own rank below them', async () => {
    const top = [1, 2, 3, 4, 5].map((rank) =>
      buildLeaderboardEntry({ Rank: rank, Firstname: `Top${rank}`, Lastname: 'Learner', Points: 100 - rank }),
    );
    const me = buildLeaderboardEntry({
      Rank: 9,
      Firstname: 'Alex',
      Lastname: 'Morgan',
      Points: 12,
      IsCurrentUser: true,
    });
    mockSocial({
      'GET /api/social/leaderboard': () => ({ status: 200, body: buildLeaderboard(top, me) }),
      'GET /api/social/buddies': () => ({
        status: 200,
        body: { buddies: [1, 2, 3, 4].map((n) => buildBuddy({ Firstname: `Buddy${n}`, Lastname: 'B' })) },
      }),
    });
    renderPage();
    const leaderboard = await screen.findByRole('list', { name: 'Top learners this week' });
    expect(within(leaderboard).getAllByRole('listitem')).toHaveLength(5);
    const mine = screen.getByRole('list', { name: 'Your rank' });
    expect(within(mine).getByText('Alex Morgan (You)')).toBeInTheDocument();
    expect(within(mine).getByText('9')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Study Buddies' });
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(3);
  });

  it('lists study buddies with status, streak and compatibility, and follows one', async () => {
    let followed = '';
    mockSocial({
      'GET /api/social/buddies': () => ({
        status: 200,
        body: {
          buddies: [
            buildBuddy({
              Id: '00000000-0000-4000-8000-0000000000b1',
              Firstname: 'Lucas',
              Lastname: 'Moreau',
              Status: 'studying',
              StudyStreak: 4,
              CompatibilityScore: 80,
            }),
          ],
        },
      }),
      'PUT /api/social/buddies/:userId/follow': (request) => {
        followed = request.path;
        return { status: 200, body: { IsFollowing: true, IsFriend: false } };
      },
    });
    renderPage('/user/social?tab=buddies');
    const card = await screen.findByRole('article', { name: 'Lucas Moreau' });
    expect(within(card).getByText('Studying')).toBeInTheDocument();
    expect(within(card).getByText('Study streak: 4 days')).toBeInTheDocument();
    expect(within(card).getByText('80%')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Follow Lucas Moreau' }));
    await waitFor(() =>
      expect(followed).toBe('/api/social/buddies/00000000-0000-4000-8000-0000000000b1/follow'),
    );
  });
});
