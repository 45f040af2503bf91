import { commentThread } from './comment-tree.ts';

const comment = (Id: string, ParentCommentId: string | null = null) => ({ Id, ParentCommentId });

describe('commentThread', () => {
  it('puts each reply right after its parent, one level deeper', () => {
    const thread = commentThread([comment('a'), comment('b'), comment('a1', 'a'), comment('b1', 'b')]);
    expect(thread.map(({ comment: c, depth }) => `${c.Id}:${depth}`)).toEqual(['a:0', 'a1:1', 'b:0', 'b1:1']);
  });

  it('keeps replies deeper than three levels at the third level', () => {
    const thread = commentThread([
      comment('a'),
      comment('b', 'a'),
      comment('c', 'b'),
      comment('d', 'c'),
      comment('e', 'd'),
    ]);
    expect(thread.map((entry) => entry.depth)).toEqual([0, 1, 2, 3, 3]);
  });

  it('shows a reply whose parent is gone as a top-level comment', () => {
    const thread = commentThread([comment('orphan', 'hidden'), comment('a')]);
    expect(thread.map((entry) => [entry.comment.Id, entry.depth])).toEqual([
      ['orphan', 0],
      ['a', 0],
    ]);
  });
});
