import { useEffect } from 'react';
import { Stack } from '@portal/shared-ui';
import type { Post } from '@portal/shared-api/posts';
import { usePostVoteToggle } from '../hooks/use-post-vote-toggle.ts';
import { PostComments } from './post-comments.tsx';
import { PostContent } from './post-content.tsx';
import { PostHeader } from './post-header.tsx';
import { PostOpinions } from './post-opinions.tsx';
import { PostRatingsSection } from './post-ratings-section.tsx';
import { RelatedPosts } from './related-posts.tsx';

/** The loaded post and everything under it; names the browser tab after it. */
export function PostArticle({ post, isSignedIn }: { post: Post; isSignedIn: boolean }) {
  const vote = usePostVoteToggle(post.Slug, isSignedIn);
  useEffect(() => {
    const previous = document.title;
    document.title = `${post.Title} | Academy`;
    return () => {
      document.title = previous;
    };
  }, [post.Title]);

  return (
    <Stack gap="8">
      <Stack as="article" aria-labelledby="post-title" gap="6">
        <PostHeader post={post} />
        <PostContent html={post.Content} />
      </Stack>
      <PostOpinions
        slug={post.Slug}
        counts={post.Opinions}
        commentCount={post.CommentCount}
        mine={vote.mine}
        isSignedIn={isSignedIn}
        isBusy={vote.isBusy}
        onToggle={(type) => void vote.toggle(type)}
      />
      <PostRatingsSection post={post} isSignedIn={isSignedIn} />
      <PostComments slug={post.Slug} isSignedIn={isSignedIn} />
      <RelatedPosts slug={post.Slug} />
    </Stack>
  );
}
