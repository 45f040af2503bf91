import { screen, waitFor, within } from '@testing-library/react';
import { buildPost } from '@portal/shared-api/testing';
import { buildComment, buildRatings, postApi, renderPostPage, signOut } from '../testing/post-reader-kit.tsx';

const opinionCalls = (api: ReturnType<typeof postApi>['api']) =>
  api.calls.filter((call) => call.path.includes('/opinions') && call.method !== 'GET');

describe('PostPage', () => {
  afterEach(signOut);

  it('reads signed out: the post, its figures and comments, and a sign-in link instead of the controls', async () => {
    const { api } = postApi({
      post: buildPost({
        Slug: 'grid-areas',
        Title: 'Grid areas',
        Content: '<p>Read like a <strong>map</strong>.</p>',
        Opinions: { VIEW: 40, LIKE: 3, DISLIKE: 1 },
        CommentCount: 1,
        IsOwner: false,
      }),
      comments: [buildComment({ Content: 'Nice one' })],
    });
    renderPostPage('grid-areas', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Grid areas', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('map').tagName).toBe('STRONG');
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Programming' })).toHaveAttribute(
      'href',
      '/posts?category=programming',
    );
    expect(screen.getByText('40 views · 3 likes · 1 dislike · 1 comment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fposts%2Fgrid-areas',
    );
    expect(screen.queryByRole('button', { name: /^Like/ })).not.toBeInTheDocument();
    expect(await screen.findByText('Nice one')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reply/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Your rating' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit post' })).not.toBeInTheDocument();
    expect(opinionCalls(api)).toEqual([]);
  });

  it('counts one view when a signed-in reader opens the post', async () => {
    const { api } = postApi();
    renderPostPage('grid-areas');
    await screen.findByRole('heading', { name: 'Grid areas', level: 1 });
    await waitFor(() => expect(opinionCalls(api).map((call) => call.body)).toEqual([{ type: 'VIEW' }]));
  });

  it('toggles a like, swaps it for a dislike and takes that back, with aria-pressed following', async () => {
    const { api } = postApi();
    const { user } = renderPostPage('grid-areas');
    const like = await screen.findByRole('button', { name: 'Like (3)' });
    const dislike = screen.getByRole('button', { name: 'Dislike (0)' });
    await waitFor(() => expect(like).toBeEnabled());
    expect(like).toHaveAttribute('aria-pressed', 'false');

    // Both buttons wait while an opinion is being saved.
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(dislike).toBeEnabled());
    await user.click(dislike);
    await waitFor(() => expect(dislike).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(dislike).toBeEnabled());
    await user.click(dislike);
    await waitFor(() => expect(dislike).toHaveAttribute('aria-pressed', 'false'));

    const votes = opinionCalls(api).filter((call) => (call.body as { type?: string })?.type !== 'VIEW');
    expect(votes.map((call) => `${call.method} ${call.path} ${JSON.stringify(call.body ?? '')}`)).toEqual([
      'POST /api/posts/grid-areas/opinions {"type":"LIKE"}',
      'POST /api/posts/grid-areas/opinions {"type":"DISLIKE"}',
      'DELETE /api/posts/grid-areas/opinions/DISLIKE ""',
    ]);
  });

  it('shows the average, the share of each star and the reviews, and sends a 5-star rating with a review', async () => {
    const { api } = postApi({
      ratings: buildRatings({
        average: 4.5,
        count: 2,
        distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 },
        ratings: [
          {
            Rating: 5,
            Review: 'Cleared it up for me',
            Author: buildComment().Author,
            CreatedAt: '2026-03-15T09:00:00.000Z',
          },
        ],
      }),
      extra: { 'POST /api/posts/grid-areas/ratings': () => ({ body: buildRatings() }) },
    });
    const { user } = renderPostPage('grid-areas');
    expect(await screen.findByText('4.5')).toBeInTheDocument();
    expect(screen.getByText('2 ratings')).toBeInTheDocument();
    expect(screen.getByText('Cleared it up for me')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please provide a rating')).toBeInTheDocument();
    const stars = screen.getByRole('radiogroup', { name: 'Your rating' });
    await user.click(within(stars).getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Review (optional)' }), ' Clear and short ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you for rating this post')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path.endsWith('/ratings') && call.method === 'POST')!.body).toEqual({
      rating: 5,
      review: 'Clear and short',
    });
  });

  it('gives its author the Edit post link and no rating form', async () => {
    postApi({ post: buildPost({ Slug: 'mine', Title: 'Mine', IsOwner: true }) });
    renderPostPage('mine');
    expect(await screen.findByRole('link', { name: 'Edit post' })).toHaveAttribute(
      'href',
      '/users/posts/manage/edit/mine',
    );
    expect(await screen.findByText('No ratings yet')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Your rating' })).not.toBeInTheDocument();
  });

  it('shows the not-found state with a way back to the posts for a missing or hidden post', async () => {
    postApi({
      extra: {
        'GET /api/posts/nothing-here': () => ({
          status: 404,
          body: { statusCode: 404, error: 'Not Found', message: 'The requested post could not be found.' },
        }),
      },
    });
    renderPostPage('nothing-here');
    expect(await screen.findByText('Post not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse posts' })).toHaveAttribute('href', '/posts');
  });
});
