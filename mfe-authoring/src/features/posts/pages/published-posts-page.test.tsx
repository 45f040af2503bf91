import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@portal/shared-ui/router';
import { authStore } from '@portal/shared-api/core';
import { buildPost, buildPostList, buildUser, mockApi } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { PublishedPostsPage } from './published-posts-page.tsx';

const LIST = 'GET /api/posts/user/:slug/pagninate/:take/:skip';

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/users/posts/manage" element={<PublishedPostsPage />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { route: '/users/posts/manage' },
  );
}

describe('PublishedPostsPage', () => {
  beforeEach(() => {
    act(() => authStore.getState().setUser(buildUser({ Slug: 'alexmorgan' })));
  });

  it("lists the author's posts with links to each post and its edit page", async () => {
    const post = buildPost({ Title: 'Why I finally understand CSS grid', Slug: 'css-grid' });
    const api = mockApi({ [LIST]: () => ({ status: 200, body: buildPostList([post]) }) });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Published Posts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Post' })).toHaveAttribute('href', '/posts/create/new');
    const card = await screen.findByRole('article', { name: 'Why I finally understand CSS grid' });
    expect(within(card).getByRole('link', { name: 'Why I finally understand CSS grid' })).toHaveAttribute(
      'href',
      '/posts/css-grid',
    );
    expect(
      within(card).getByRole('link', { name: 'Edit Why I finally understand CSS grid' }),
    ).toHaveAttribute('href', '/users/posts/manage/edit/css-grid');
    expect(api.calls[0]!.path).toBe('/api/posts/user/alexmorgan/pagninate/10/0');
  });

  it("shows 'No posts found' with a 'Start Now' link when there are none", async () => {
    mockApi({ [LIST]: () => ({ status: 200, body: buildPostList([]) }) });
    renderPage();
    expect(screen.getByLabelText('Loading posts')).toBeInTheDocument();
    expect(await screen.findByText('No posts found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Now' })).toHaveAttribute('href', '/posts/create/new');
  });

  it('shows no page buttons for 10 posts or fewer', async () => {
    const posts = Array.from({ length: 10 }, () => buildPost());
    mockApi({ [LIST]: () => ({ status: 200, body: buildPostList(posts, 10) }) });
    renderPage();
    await screen.findAllByRole('article');
    expect(screen.queryByRole('navigation', { name: 'Post pages' })).not.toBeInTheDocument();
  });

  it('shows numbered page buttons past 10 posts and loads the page clicked', async () => {
    const api = mockApi({
      [LIST]: () => ({
        status: 200,
        body: buildPostList(
          Array.from({ length: 10 }, () => buildPost()),
          23,
        ),
      }),
    });
    renderPage();
    const pages = await screen.findByRole('navigation', { name: 'Post pages' });
    expect(within(pages).getAllByRole('button')).toHaveLength(3);
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(api.calls.at(-1)!.path).toBe('/api/posts/user/alexmorgan/pagninate/10/20'));
  });

  it('searches on the server once typing pauses', async () => {
    const api = mockApi({ [LIST]: () => ({ status: 200, body: buildPostList([buildPost()]) }) });
    renderPage();
    await screen.findByRole('article');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'grid');
    await waitFor(() => expect(api.calls.at(-1)!.query).toEqual({ q: 'grid' }));
    expect(api.calls.filter((call) => call.query.q)).toHaveLength(1);
  });

  it('asks for confirmation, deletes the post and says so', async () => {
    let posts = [buildPost({ Title: 'Keep me' }), buildPost({ Title: 'Remove me', Slug: 'remove-me' })];
    const api = mockApi({
      [LIST]: () => ({ status: 200, body: buildPostList(posts) }),
      'DELETE /api/posts/:slug': () => {
        posts = posts.filter((post) => post.Slug !== 'remove-me');
        return { status: 204 };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Remove me' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Do you want to delete this post?')).toBeInTheDocument();
    expect(within(dialog).getByText('This action cannot be undone')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Post deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Remove me' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Keep me' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/posts/remove-me')).toBe(
      true,
    );
  });

  it('keeps the post when the confirmation is cancelled', async () => {
    const api = mockApi({
      [LIST]: () => ({ status: 200, body: buildPostList([buildPost({ Title: 'Stay' })]) }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Stay' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('article', { name: 'Stay' })).toBeInTheDocument();
  });

  it("says 'Failed to delete post' when the server refuses", async () => {
    mockApi({
      [LIST]: () => ({ status: 200, body: buildPostList([buildPost({ Title: 'Stuck' })]) }),
      'DELETE /api/posts/:slug': () => ({
        status: 500,
        body: { statusCode: 500, error: 'Error', message: 'Try again later.' },
      }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Stuck' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete post')).toBeInTheDocument();
  });

  it("shows 'Failed to load posts' with the message when loading fails", async () => {
    mockApi({
      [LIST]: () => ({
        status: 500,
        body: { statusCode: 500, error: 'Error', message: 'The database is unavailable.' },
      }),
    });
    renderPage();
    expect((await screen.findAllByText('Failed to load posts')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('The database is unavailable.').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the home page', async () => {
    act(() => authStore.getState().setUser(null));
    mockApi({});
    renderPage();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});
