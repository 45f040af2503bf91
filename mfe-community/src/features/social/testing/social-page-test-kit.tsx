// What the social page's tests share: the API answered with an empty social area (tests override what they
// exercise) and the page rendered at its route.
import {
  buildLeaderboard,
  buildLeaderboardEntry,
  buildSocialFeed,
  mockApi,
  type MockHandler,
} from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { SocialPage } from '../pages/social-page.tsx';

const board = buildLeaderboard([buildLeaderboardEntry({ Rank: 1, Firstname: 'Amara', Lastname: 'Diallo' })]);

export function mockSocial(handlers: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/social/posts': () => ({ status: 200, body: buildSocialFeed([]) }),
    'GET /api/social/leaderboard': () => ({ status: 200, body: board }),
    'GET /api/social/buddies': () => ({ status: 200, body: { buddies: [] } }),
    'GET /api/social/groups': () => ({ status: 200, body: { groups: [], courses: [] } }),
    ...handlers,
  });
}

export function renderPage(route = '/user/social'): ReturnType<typeof renderWithProviders> {
  return renderWithProviders(<SocialPage />, { route });
}
