import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  buildBuddy,
  buildGroup,
  buildLeaderboard,
  buildLeaderboardEntry,
  buildSocialComment,
  buildSocialFeed,
  buildSocialPost,
  mockApi,
  type MockHandler,
} from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { SocialPage } from './social-page.tsx';

const board = buildLeaderboard([buildLeaderboardEntry({ Rank: 1, Firstname: 'Amara', Lastname: 'Diallo' })]);

function mockSocial(handlers: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/social/posts': () => ({ status: 200, body: buildSocialFeed([]) }),
    'GET /api/social/leaderboard': () => ({ status: 200, body: board }),
    'GET /api/social/buddies': () => ({ status: 200, body: { buddies: [] } }),
    'GET /api/social/groups': () => ({ status: 200, body: { groups: [], courses: [] } }),
    ...handlers,
  });
}

function renderPage(route = '/user/social') {
  return renderWithProviders(<SocialPage />, { route });
}

describe('SocialPage', () => {
  it('shows the three tabs, Share Update and Post, and the feed with each post’s counts', async () => {
    mockSocial({
      'GET /api/social/posts': () => ({
        status: 200,
        body: buildSocialFeed([
          buildSocialPost({
            Content: '<b>Finished</b> the hooks module',
            Type: 'achievement',
            Likes: 3,
            Comments: 1,
            Tags: ['react'],
          }),
        ]),
      }),
    });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Social Learning', level: 1 })).toBeInTheDocument();
    for (const tab of ['Community Feed', 'Study Buddies', 'Study Groups'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share Update' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post' })).toBeInTheDocument();
    const post = await screen.findByRole('article', { name: 'Post by Maya Chen' });
    // Text, never HTML: the markup shows as typed.
    expect(within(post).getByText('<b>Finished</b> the hooks module')).toBeInTheDocument();
    expect(within(post).getByText('Achievement')).toBeInTheDocument();
    expect(within(post).getByText('#react')).toBeInTheDocument();
    expect(within(post).getByText('3 likes · 1 comment')).toBeInTheDocument();
    expect(within(post).getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers the spec’s type filter and sends the search and type to the server', async () => {
    const api = mockSocial();
    renderPage();
    const select = await screen.findByLabelText('Post type');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All Posts',
      'Achievements',
      'Questions',
      'Tips',
      'Progress',
    ]);
    await userEvent.selectOptions(select, 'question');
    await userEvent.type(screen.getByLabelText('Search posts'), 'react');
    await waitFor(() =>
      expect(
        api.calls.some(
          (c) => c.path === '/api/social/posts' && c.query.type === 'question' && c.query.q === 'react',
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('No posts found')).toBeInTheDocument();
  });

  it('refuses an empty update with the spec’s messages and sends nothing', async () => {
    const api = mockSocial();
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Share Update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share an Update' });
    expect(within(dialog).getByText('0/500')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByText('Please select a post type')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter your post content')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shares an update with trimmed comma-separated tags and confirms it; the feed shows it first', async () => {
    let body: unknown;
    const created = buildSocialPost({ Content: 'My first tip', isAuthor: true });
    mockSocial({
      'GET /api/social/posts': () => ({
        status: 200,
        body: buildSocialFeed(body ? [created, buildSocialPost()] : [buildSocialPost()]),
      }),
      'POST /api/social/posts': (request) => {
        body = request.body;
        return { status: 201, body: created };
      },
    });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share an Update' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/Post type/), 'tip');
    await userEvent.type(within(dialog).getByLabelText(/What would you like to share/), '  My first tip ');
    await userEvent.type(within(dialog).getByLabelText('Tags'), ' study , habits,, ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Post created successfully!')).toBeInTheDocument();
    expect(body).toEqual({ Type: 'tip', Content: 'My first tip', Tags: ['study', 'habits'] });
    await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveTextContent('My first tip'));
  });

  it("says 'Failed to create post' when the server refuses", async () => {
    mockSocial({
      'POST /api/social/posts': () => ({
        status: 500,
        body: { statusCode: 500, error: 'x', message: 'Down' },
      }),
    });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Share Update' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Post type/), 'question');
    await userEvent.type(within(dialog).getByLabelText(/What would you like to share/), 'Anyone?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Failed to create post')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('likes a post and shows the count the server answers', async () => {
    let liked = false;
    const post = (isLiked: boolean) =>
      buildSocialPost({
        Id: '00000000-0000-4000-8000-0000000000aa',
        Likes: isLiked ? 1 : 0,
        IsLiked: isLiked,
      });
    mockSocial({
      'GET /api/social/posts': () => ({ status: 200, body: buildSocialFeed([post(liked)]) }),
      'PUT /api/social/posts/:id/like': () => {
        liked = true;
        return { status: 200, body: post(true) };
      },
    });
    renderPage();
    const card = await screen.findByRole('article');
    await userEvent.click(within(card).getByRole('button', { name: 'Like' }));
    await waitFor(() =>
      expect(within(screen.getByRole('article')).getByText('1 like · 0 comments')).toBeInTheDocument(),
    );
    expect(within(screen.getByRole('article')).getByRole('button', { name: 'Like' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('loads older posts with the cursor the server gave', async () => {
    const api = mockSocial({
      'GET /api/social/posts': (request) => ({
        status: 200,
        body: request.query.cursor
          ? buildSocialFeed([buildSocialPost({ Content: 'Older post' })])
          : buildSocialFeed([buildSocialPost({ Content: 'Newest post' })], 'next-page'),
      }),
    });
    renderPage();
    await screen.findByText('Newest post');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older post')).toBeInTheDocument();
    expect(screen.getByText('Newest post')).toBeInTheDocument();
    expect(api.calls.some((c) => c.query.cursor === 'next-page')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('opens a post’s comments and adds one; only one’s own comments can be deleted', async () => {
    let body: unknown;
    mockSocial({
      'GET /api/social/posts': () => ({
        status: 200,
        body: buildSocialFeed([buildSocialPost({ Comments: 2 })]),
      }),
      'GET /api/social/posts/:id/comments': () => ({
        status: 200,
        body: {
          comments: [
            buildSocialComment({ Content: 'Mine', isAuthor: true }),
            buildSocialComment({ Content: 'Theirs', isAuthor: false }),
          ],
        },
      }),
      'POST /api/social/posts/:id/comments': (request) => {
        body = request.body;
        return { status: 201, body: buildSocialComment({ Content: 'Nice' }) };
      },
    });
    renderPage();
    const card = await screen.findByRole('article');
    await userEvent.click(within(card).getByRole('button', { name: 'Comments (2)' }));
    const thread = await within(card).findByRole('list', { name: 'Comments' });
    expect(within(thread).getAllByRole('button', { name: 'Delete comment' })).toHaveLength(1);
    expect(within(thread).getAllByRole('button', { name: 'Report comment' })).toHaveLength(1);
    await userEvent.type(within(card).getByLabelText('Add a comment'), 'Nice');
    await userEvent.click(within(card).getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(body).toEqual({ Content: 'Nice' }));
  });

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

  it('shows groups with seats and privacy, disables Join when full, and joins one', async () => {
    let joined = '';
    const open = buildGroup({
      Id: '00000000-0000-4000-8000-0000000000c1',
      Username: 'Open circle',
      MemberCount: 3,
      MaxMembers: 12,
    });
    mockSocial({
      'GET /api/social/groups': () => ({
        status: 200,
        body: {
          groups: [
            open,
            buildGroup({ Username: 'Full house', MemberCount: 4, MaxMembers: 4 }),
            buildGroup({ Username: 'Secret club', Privacy: 'private' }),
          ],
          courses: [],
        },
      }),
      'PUT /api/social/groups/:id/membership': (request) => {
        joined = request.path;
        return { status: 200, body: { ...open, IsJoined: true, Membership: 'active', MemberCount: 4 } };
      },
    });
    renderPage('/user/social?tab=groups');
    const full = await screen.findByRole('article', { name: 'Full house' });
    expect(within(full).getByText('4/4 members')).toBeInTheDocument();
    expect(within(full).getByRole('button', { name: 'Join' })).toBeDisabled();
    const secret = screen.getByRole('article', { name: 'Secret club' });
    expect(within(secret).getByText('Private')).toBeInTheDocument();
    expect(within(secret).getByRole('button', { name: 'Request to Join' })).toBeEnabled();
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Open circle' })).getByRole('button', { name: 'Join' }),
    );
    expect(await screen.findByText('You joined the group')).toBeInTheDocument();
    expect(joined).toBe('/api/social/groups/00000000-0000-4000-8000-0000000000c1/membership');
  });

  it('lets a group’s creator approve a pending request', async () => {
    let approved = '';
    const mine = buildGroup({
      Id: '00000000-0000-4000-8000-0000000000d1',
      Username: 'My lab',
      Privacy: 'private',
      isCreator: true,
      IsJoined: true,
      Membership: 'active',
      PendingRequests: 1,
    });
    mockSocial({
      'GET /api/social/groups': () => ({ status: 200, body: { groups: [mine], courses: [] } }),
      'GET /api/social/groups/:id/requests': () => ({
        status: 200,
        body: {
          requests: [
            {
              UserId: '00000000-0000-4000-8000-0000000000e1',
              Username: 'mayachen',
              Firstname: 'Maya',
              Lastname: 'Chen',
              Avatar: null,
              RequestedAt: new Date().toISOString(),
            },
          ],
        },
      }),
      'PUT /api/social/groups/:id/requests/:userId': (request) => {
        approved = request.path;
        return { status: 200, body: { ...mine, PendingRequests: 0, MemberCount: 4 } };
      },
    });
    renderPage('/user/social?tab=groups');
    const card = await screen.findByRole('article', { name: 'My lab' });
    expect(within(card).queryByRole('button', { name: 'Leave' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Requests (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Requests' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Approve Maya Chen' }));
    await waitFor(() =>
      expect(approved).toBe(
        '/api/social/groups/00000000-0000-4000-8000-0000000000d1/requests/00000000-0000-4000-8000-0000000000e1',
      ),
    );
  });

  it('shows a failure with Try Again that reloads the feed', async () => {
    let failing = true;
    mockSocial({
      'GET /api/social/posts': () =>
        failing
          ? {
              status: 500,
              body: { statusCode: 500, error: 'Internal Server Error', message: 'Server unavailable' },
            }
          : { status: 200, body: buildSocialFeed([]) },
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Unable to load the community feed')).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No posts found')).toBeInTheDocument();
  });
});
