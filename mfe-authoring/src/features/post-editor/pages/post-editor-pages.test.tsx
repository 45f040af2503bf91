import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { authStore } from '@portal/shared-api/core';
import { buildPost, buildUser, mockApi, type MockHandler } from '@portal/shared-api/testing';
import { Route, Routes } from '@portal/shared-ui/router';
import { renderWithProviders } from '@portal/shared-ui/testing';
import type { RichTextEditorProps } from '@portal/shared-ui/editor';

// The editor's own tests cover it; here a textarea stands in, labelled the way the field labels it.
jest.unstable_mockModule('@portal/shared-ui/editor', () => ({
  LazyRichTextEditor: ({ value, onChange, 'aria-labelledby': labelledBy, id }: RichTextEditorProps) => (
    <textarea
      id={id}
      aria-labelledby={labelledBy}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  ),
}));
const { NewPostPage } = await import('./new-post-page.tsx');
const { EditPostPage } = await import('./edit-post-page.tsx');

const CATEGORIES = [
  { Slug: 'programming', Title: 'Programming', PostCount: 3 },
  { Slug: 'design', Title: 'Design', PostCount: 0 },
];

function api(handlers: Record<string, MockHandler> = {}) {
  return mockApi({ 'GET /api/posts/categories': () => ({ body: CATEGORIES }), ...handlers });
}

function renderAt(route: string) {
  act(() => authStore.getState().setUser(buildUser()));
  return renderWithProviders(
    <Routes>
      <Route path="/posts/create/new" element={<NewPostPage />} />
      <Route path="/users/posts/manage/edit/:slug" element={<EditPostPage />} />
      <Route path="/users/posts/manage" element={<p>Manage page</p>} />
      <Route path="/posts/:slug" element={<p>Post page</p>} />
    </Routes>,
    { route },
  );
}

describe('NewPostPage and EditPostPage', () => {
  afterEach(() => act(() => authStore.getState().setUser(null)));

  it('says what is missing under each field and sends nothing', async () => {
    const calls = api();
    const { user } = renderAt('/posts/create/new');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Give your post a title.')).toBeInTheDocument();
    expect(screen.getByText('Write something in your post before saving it.')).toBeInTheDocument();
    expect(calls.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('publishes a new post with its category and opens it', async () => {
    const calls = api({
      'POST /api/posts': ({ body }) => ({
        status: 201,
        body: buildPost({ Slug: 'grid-areas', Title: (body as { Title: string }).Title }),
      }),
    });
    const { user } = renderAt('/posts/create/new');
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), '  Grid areas  ');
    expect(screen.getByText('14/150')).toBeInTheDocument();
    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(category).toBeEnabled());
    await user.selectOptions(category, 'design');
    await user.type(
      screen.getByRole('textbox', { name: /^Content/ }),
      '<p>Read like a <strong>map</strong></p>',
    );
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Post page')).toBeInTheDocument();
    expect(screen.getByText('Post published')).toBeInTheDocument();
    expect(calls.calls.find((call) => call.method === 'POST')!.body).toEqual({
      Title: 'Grid areas',
      Content: '<p>Read like a <strong>map</strong></p>',
      ImageMediaId: null,
      CategorySlug: 'design',
      Published: true,
    });
  });

  it('saves a draft and goes back to the list of posts', async () => {
    const calls = api({ 'POST /api/posts': () => ({ status: 201, body: buildPost({ PublishedAt: null }) }) });
    const { user } = renderAt('/posts/create/new');
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Half an idea');
    await user.type(screen.getByRole('textbox', { name: /^Content/ }), '<p>To be continued</p>');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Manage page')).toBeInTheDocument();
    expect(screen.getByText('Draft saved')).toBeInTheDocument();
    expect(calls.calls.find((call) => call.method === 'POST')!.body).toMatchObject({ Published: false });
  });

  it('keeps what was typed and shows the server’s message when saving fails', async () => {
    api({
      'POST /api/posts': () => ({
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'That category does not exist.' },
      }),
    });
    const { user } = renderAt('/posts/create/new');
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Kept title');
    await user.type(screen.getByRole('textbox', { name: /^Content/ }), '<p>Kept body</p>');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Failed to save post')).toBeInTheDocument();
    expect(screen.getByText('That category does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Kept title');
    expect(screen.getByRole('textbox', { name: /^Content/ })).toHaveValue('<p>Kept body</p>');
  });

  it('loads the author’s post into the form and updates it in place', async () => {
    const post = buildPost({ Slug: 'css-grid', Title: 'CSS grid', Content: '<p>Old body</p>' });
    const calls = api({
      'GET /api/posts/css-grid': () => ({ body: post }),
      'PUT /api/posts/css-grid': ({ body }) => ({ body: { ...post, ...(body as object) } }),
    });
    const { user } = renderAt('/users/posts/manage/edit/css-grid');
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('CSS grid');
    expect(screen.getByRole('textbox', { name: /^Content/ })).toHaveValue('<p>Old body</p>');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('programming'),
    );
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'CSS grid, revisited');
    await user.click(screen.getByRole('button', { name: 'Update post' }));
    expect(await screen.findByText('Post updated')).toBeInTheDocument();
    expect(calls.calls.find((call) => call.method === 'PUT')!.body).toEqual({
      Title: 'CSS grid, revisited',
      Content: '<p>Old body</p>',
      ImageMediaId: post.ImageMediaId,
      CategorySlug: 'programming',
      Published: true,
    });
  });

  it('shows the not-found state for someone else’s post or a missing one, with no form', async () => {
    api({
      'GET /api/posts/theirs': () => ({ body: buildPost({ Slug: 'theirs', IsOwner: false }) }),
      'GET /api/posts/gone': () => ({
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'The requested post could not be found.' },
      }),
    });
    const theirs = renderAt('/users/posts/manage/edit/theirs');
    expect(await screen.findByText('Post not found')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Title/ })).not.toBeInTheDocument();
    theirs.unmount();
    renderAt('/users/posts/manage/edit/gone');
    expect(await screen.findByText('Post not found')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Title/ })).not.toBeInTheDocument();
  });
});
