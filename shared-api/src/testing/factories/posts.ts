// Blog post fixtures for page tests and stories: valid contract objects with overridable fields.
import type { Post, PostList } from '../../contract/posts.ts';

let sequence = 0;

/** A published post with an image and a few opinions. */
export function buildPost(overrides: Partial<Post> = {}): Post {
  sequence += 1;
  const slug = `study-notes-${sequence}`;
  return {
    Id: `00000000-0000-4000-a000-${String(sequence).padStart(12, '0')}`,
    Slug: slug,
    Title: `Study notes ${sequence}`,
    Content: '<p>What I learned this week about React rendering.</p>',
    Image: { Hashname: `${slug}.svg`, url: `/public/upload/posts/${slug}.svg` },
    CreatedAt: '2026-03-14T09:00:00.000Z',
    PublishedAt: '2026-03-14T09:00:00.000Z',
    Opinions: { VIEW: 12, LIKE: 3, DISLIKE: 0 },
    ...overrides,
  };
}

export function buildPostList(posts: Post[], countTotal: number = posts.length): PostList {
  return { posts, countTotal };
}
