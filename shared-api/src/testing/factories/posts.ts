// Blog post fixtures for page tests and stories: valid contract objects with overridable fields.
import type { Post, PostList } from '../../posts/contract.ts';

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
    ImageMediaId: `00000000-0000-4000-b000-${String(sequence).padStart(12, '0')}`,
    UpdatedAt: '2026-03-14T09:00:00.000Z',
    Opinions: { VIEW: 12, LIKE: 3, DISLIKE: 0 },
    Author: {
      Id: '00000000-0000-4000-c000-000000000001',
      Slug: 'ada-lovelace',
      Name: 'Ada Lovelace',
      PhotoUrl: null,
    },
    Category: { Slug: 'programming', Title: 'Programming' },
    Excerpt: 'What I learned this week about React rendering.',
    CommentCount: 2,
    RatingAverage: 4.5,
    RatingCount: 2,
    IsOwner: true,
    Hidden: false,
    ...overrides,
  };
}

export function buildPostList(posts: Post[], countTotal: number = posts.length): PostList {
  return { posts, countTotal };
}
