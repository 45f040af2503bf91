import { screen, waitFor, within } from '@testing-library/react';
import type { PostComment } from '@portal/shared-api/posts';
import { buildAuthor, buildComment, postApi, renderPostPage, signOut } from '../testing/post-reader-kit.tsx';

const me = buildAuthor('Alex Morgan');
const sam = buildAuthor('Sam Reader');

/** A thread whose comments the handlers change, as the server would. */
function threadApi(initial: PostComment[]) {
  let comments = initial;
  return postApi({
    extra: {
      'GET /api/posts/grid-areas/comments': () => ({ body: { comments, countTotal: comments.length } }),
      'POST /api/posts/grid-areas/comments': ({ body }) => {
        const { content, parentCommentId } = body as { content: string; parentCommentId: string | null };
        const added = buildComment({
          Content: content,
          ParentCommentId: parentCommentId,
          Author: me,
          CanEdit: true,
          CanDelete: true,
        });
        comments = [...comments, added];
        return { status: 201, body: added };
      },
      'PUT /api/posts/comments/:id': ({ path, body }) => {
        const id = path.split('/').at(-1);
        comments = comments.map((comment) =>
          comment.Id === id
            ? {
                ...comment,
                Content: (body as { content: string }).content,
                EditedAt: '2026-03-16T09:00:00.000Z',
              }
            : comment,
        );
        return { body: comments.find((comment) => comment.Id === id) };
      },
      'DELETE /api/posts/comments/:id': ({ path }) => {
        const id = path.split('/').at(-1);
        comments = comments.filter((comment) => comment.Id !== id && comment.ParentCommentId !== id);
        return { status: 204 };
      },
    },
  });
}

describe('PostPage comments', () => {
  afterEach(signOut);

  it("says 'No comments yet' and adds the first one", async () => {
    const { api } = threadApi([]);
    const { user } = renderPostPage('grid-areas');
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(screen.getByText('Write something in your comment.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'First!');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByRole('listitem', { name: 'Comment by Alex Morgan' })).toHaveTextContent(
      'First!',
    );
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');
    expect(api.calls.find((call) => call.method === 'POST' && call.path.endsWith('/comments'))!.body).toEqual(
      {
        content: 'First!',
        parentCommentId: null,
      },
    );
  });

  it('puts a reply right under the comment it answers', async () => {
    const question = buildComment({ Content: 'Why areas?', Author: sam });
    const { api } = threadApi([question]);
    const { user } = renderPostPage('grid-areas');
    const item = await screen.findByRole('listitem', { name: 'Comment by Sam Reader' });
    await user.click(within(item).getByRole('button', { name: 'Reply to Sam Reader' }));
    await user.type(
      within(item).getByRole('textbox', { name: 'Reply to Sam Reader' }),
      'They read like a map',
    );
    await user.click(within(item).getByRole('button', { name: 'Reply' }));
    const reply = await screen.findByRole('listitem', { name: 'Comment by Alex Morgan' });
    expect(reply).toHaveTextContent('They read like a map');
    const items = screen.getAllByRole('listitem', { name: /^Comment by/ });
    expect(items.indexOf(reply)).toBe(items.indexOf(item) + 1);
    expect(api.calls.find((call) => call.method === 'POST' && call.path.endsWith('/comments'))!.body).toEqual(
      {
        content: 'They read like a map',
        parentCommentId: question.Id,
      },
    );
  });

  it('offers Edit and Delete on the reader’s own comments only, and marks an edit', async () => {
    threadApi([
      buildComment({ Content: 'Not mine', Author: sam }),
      buildComment({ Content: 'Mine, with a typo', Author: me, CanEdit: true, CanDelete: true }),
    ]);
    const { user } = renderPostPage('grid-areas');
    const theirs = await screen.findByRole('listitem', { name: 'Comment by Sam Reader' });
    expect(within(theirs).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    const mine = screen.getByRole('listitem', { name: 'Comment by Alex Morgan' });
    await user.click(within(mine).getByRole('button', { name: 'Edit' }));
    const box = within(mine).getByRole('textbox', { name: 'Edit your comment' });
    await user.clear(box);
    await user.type(box, 'Mine, fixed');
    await user.click(within(mine).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mine).toHaveTextContent('Mine, fixed'));
    expect(mine).toHaveTextContent('edited');
  });

  it('deletes the reader’s own comment once confirmed', async () => {
    const { api } = threadApi([
      buildComment({ Content: 'Regret this', Author: me, CanEdit: true, CanDelete: true }),
    ]);
    const { user } = renderPostPage('grid-areas');
    const mine = await screen.findByRole('listitem', { name: 'Comment by Alex Morgan' });
    await user.click(within(mine).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete this comment?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();
    expect(
      api.calls.some((call) => call.method === 'DELETE' && call.path.startsWith('/api/posts/comments/')),
    ).toBe(true);
  });
});
