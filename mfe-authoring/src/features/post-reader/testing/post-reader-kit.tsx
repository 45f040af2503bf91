// What the post page tests share: a post with its comments, ratings and the reader's opinion served by a
// mocked API that remembers writes, and the page rendered at /posts/:slug.
import { act } from '@testing-library/react';
import { authStore } from '@portal/shared-api/core';
import type { PostAuthor, PostComment, PostRatings, VoteType } from '@portal/shared-api/posts';
import { buildPost, buildUser, mockApi, type MockHandler } from '@portal/shared-api/testing';
import { Route, Routes } from '@portal/shared-ui/router';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { PostPage } from '../pages/post-page.tsx';

let sequence = 0;

export function buildAuthor(name: string): PostAuthor {
  sequence += 1;
  return {
    Id: `00000000-0000-4000-d000-${String(sequence).padStart(12, '0')}`,
    Slug: name.toLowerCase().replace(/\s+/g, '-'),
    Name: name,
    PhotoUrl: null,
  };
}

export function buildComment(overrides: Partial<PostComment> = {}): PostComment {
  sequence += 1;
  return {
    Id: `00000000-0000-4000-e000-${String(sequence).padStart(12, '0')}`,
    ParentCommentId: null,
    Content: `Comment ${sequence}`,
    Author: buildAuthor('Sam Reader'),
    CreatedAt: '2026-03-15T09:00:00.000Z',
    EditedAt: null,
    CanEdit: false,
    CanDelete: false,
    Hidden: false,
    ...overrides,
  };
}

export function buildRatings(overrides: Partial<PostRatings> = {}): PostRatings {
  return {
    average: 0,
    count: 0,
    distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    ratings: [],
    mine: null,
    ...overrides,
  };
}

type PostApiOptions = {
  post?: ReturnType<typeof buildPost>;
  comments?: PostComment[];
  ratings?: PostRatings;
  opinion?: VoteType | null;
  extra?: Record<string, MockHandler>;
};

/** Serves one post; the reader's like or dislike follows what the page sends. */
export function postApi({
  post = buildPost({ Slug: 'grid-areas', Title: 'Grid areas', IsOwner: false }),
  comments = [],
  ratings = buildRatings(),
  opinion = null,
  extra = {},
}: PostApiOptions = {}) {
  let mine = opinion;
  const base = `/api/posts/${post.Slug}`;
  const state = () => ({ body: { Opinions: post.Opinions, UserOpinion: mine } });
  const api = mockApi({
    [`GET ${base}`]: () => ({ body: post }),
    [`GET ${base}/comments`]: () => ({ body: { comments, countTotal: comments.length } }),
    [`GET ${base}/ratings`]: () => ({ body: ratings }),
    [`GET ${base}/related`]: () => ({ body: [] }),
    [`GET ${base}/opinions/user`]: () => ({ body: { type: mine } }),
    [`POST ${base}/opinions`]: ({ body }) => {
      const { type } = body as { type: VoteType | 'VIEW' };
      if (type !== 'VIEW') mine = type;
      return state();
    },
    [`DELETE ${base}/opinions/:type`]: () => {
      mine = null;
      return state();
    },
    ...extra,
  });
  return { api, post };
}

export function renderPostPage(
  slug: string,
  { signedIn = true } = {},
): ReturnType<typeof renderWithProviders> {
  act(() => authStore.getState().setUser(signedIn ? buildUser() : null));
  return renderWithProviders(
    <Routes>
      <Route path="/posts/:slug" element={<PostPage />} />
      <Route path="/posts" element={<p>All posts</p>} />
    </Routes>,
    { route: `/posts/${slug}` },
  );
}

export const signOut = () => act(() => authStore.getState().setUser(null));
