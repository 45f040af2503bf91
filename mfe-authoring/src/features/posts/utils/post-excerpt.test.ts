import { postExcerpt } from './post-excerpt.ts';

describe('postExcerpt', () => {
  it('turns HTML into plain text', () => {
    expect(postExcerpt('<p>Grid <strong>areas</strong></p><p>read like a map.</p>')).toBe(
      'Grid areas read like a map.',
    );
  });

  it('shortens long text with an ellipsis', () => {
    const excerpt = postExcerpt(`<p>${'word '.repeat(100)}</p>`, 20);
    expect(excerpt.length).toBeLessThanOrEqual(20);
    expect(excerpt.endsWith('…')).toBe(true);
  });
});
