import { screen, waitFor, within } from '@testing-library/react';
import { buildPost, buildPostList, mockApi, type MockHandler } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { PostsPage } from './posts-page.tsx';

const CATEGORIES = [
  { Slug: 'programming', Title: 'Programming', PostCount: 2 },
  { Slug: 'design', Title: 'Design', PostCount: 1 },
  { Slug: 'music', Title: 'Music', PostCount: 0 },
];

function api(handlers: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/posts/categories': () => ({ body: CATEGORIES }),
    'GET /api/posts/trending': () => ({ body: [buildPost({ Title: 'Hot take on hooks' })] }),
    'GET /api/posts': () => ({ body: buildPostList([buildPost({ Title: 'Newest post' })]) }),
    ...handlers,
  });
}

const renderPage = (route = '/posts') => renderWithProviders(<PostsPage />, { route });

describe('PostsPage', () => {
  it('shows what is trending and every published post as cards linking to them', async () => {
    const calls = api();
    renderPage();
    const trending = await screen.findByRole('region', { name: 'Trending' });
    expect(await within(trending).findByRole('link', { name: 'Hot take on hooks' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Newest post' });
    expect(within(card).getByRole('link', { name: 'Newest post' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/posts\/study-notes-\d+$/),
    );
    expect(within(card).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(card).getByText(/3 likes · 2 comments/)).toBeInTheDocument();
    expect(calls.calls.find((call) => call.path === '/api/posts/trending')!.query).toEqual({ take: '10' });
    expect(calls.calls.find((call) => call.path === '/api/posts')!.query).toEqual({ take: '10', skip: '0' });
  });

  it('lists a category’s posts when chosen, leaving out categories with none', async () => {
    const calls = api({
      'GET /api/posts/category/:slug': () => ({
        body: {
          ...buildPostList([buildPost({ Title: 'Colour theory' })]),
          category: { Slug: 'design', Title: 'Design' },
        },
      }),
    });
    const { user } = renderPage();
    const select = screen.getByRole('combobox', { name: 'Category' });
    await screen.findByRole('option', { name: 'Design (1)' });
    expect(screen.queryByRole('option', { name: /^Music/ })).not.toBeInTheDocument();
    await user.selectOptions(select, 'design');
    expect(await screen.findByRole('article', { name: 'Colour theory' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Trending' })).not.toBeInTheDocument();
    expect(calls.calls.at(-1)!.path).toBe('/api/posts/category/design');
  });

  it('numbers the pages past 10 posts and loads the page chosen', async () => {
    const calls = api({
      'GET /api/posts': () => ({
        body: buildPostList(
          Array.from({ length: 10 }, () => buildPost()),
          23,
        ),
      }),
    });
    const { user } = renderPage();
    const pages = await screen.findByRole('navigation', { name: 'Post pages' });
    expect(within(pages).getAllByRole('button')).toHaveLength(3);
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(calls.calls.at(-1)!.query).toEqual({ take: '10', skip: '20' }));
  });

  it("searches the posts and says 'No posts found' when nothing matches", async () => {
    const calls = api({ 'POST /api/posts/search': () => ({ body: buildPostList([]) }) });
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'Newest post' });
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'quantum');
    expect(await screen.findByText('No posts found')).toBeInTheDocument();
    expect(calls.calls.find((call) => call.method === 'POST')!.body).toEqual({
      query: 'quantum',
      take: 10,
      skip: 0,
    });
  });

  it("says 'Failed to load posts' with the server's message when the list fails", async () => {
    api({
      'GET /api/posts': () => ({
        status: 500,
        body: { statusCode: 500, error: 'Error', message: 'The database is unavailable.' },
      }),
    });
    renderPage();
    expect((await screen.findAllByText('Failed to load posts')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
