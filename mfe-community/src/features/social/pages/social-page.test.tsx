import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSocialComment, buildSocialFeed, buildSocialPost } from '@portal/shared-api/testing';
import { mockSocial, renderPage } from '../testing/social-page-test-kit.tsx';

describe('SocialPage: the community feed', () => {
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
