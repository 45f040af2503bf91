// Which posts /posts lists: a search when there is one, else a category's, else all of them. One small
// component per read, so only the read on screen asks the server.
import { usePostList, usePostsByCategory } from '@portal/shared-api/posts';
import { usePostSearch } from '../hooks/use-post-search.ts';
import type { PostsParams } from '../hooks/use-posts-params.ts';
import { PostResults } from './post-results.tsx';

type FeedProps = { page: number; onPageChange: (page: number) => void };

function AllPosts(props: FeedProps) {
  return <PostResults query={usePostList(props.page)} {...props} />;
}

function CategoryPosts({ slug, ...props }: FeedProps & { slug: string }) {
  return <PostResults query={usePostsByCategory(slug, props.page)} {...props} />;
}

function SearchResults({ q, ...props }: FeedProps & { q: string }) {
  return <PostResults query={usePostSearch(q, props.page)} {...props} />;
}

export function PostFeed({
  params,
  onPageChange,
}: {
  params: PostsParams;
  onPageChange: (page: number) => void;
}) {
  const { q, category, page } = params;
  if (q.trim()) return <SearchResults q={q} page={page} onPageChange={onPageChange} />;
  if (category) return <CategoryPosts slug={category} page={page} onPageChange={onPageChange} />;
  return <AllPosts page={page} onPageChange={onPageChange} />;
}
