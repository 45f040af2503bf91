// /users/posts/manage/edit/:slug: change one of the author's own posts, drafts included. Someone else's post,
// or none, is the not-found state.
import { Button, EmptyState } from '@portal/shared-ui';
import { ListSkeleton, QueryState } from '@portal/shared-ui/data';
import { Link, useParams } from '@portal/shared-ui/router';
import { POST_TEXTS, usePost, type Post } from '@portal/shared-api/posts';
import { PostEditorFrame } from '../components/post-editor-frame.tsx';
import { PostForm } from '../components/post-form.tsx';
import { useSavePost } from '../hooks/use-save-post.ts';
import { valuesOf } from '../utils/post-form-values.ts';

function NotYours() {
  return (
    <EmptyState
      title="Post not found"
      description={POST_TEXTS.notFound}
      action={
        <Button asChild>
          <Link to="/users/posts/manage">Back to your posts</Link>
        </Button>
      }
    />
  );
}

function EditForm({ post }: { post: Post }) {
  const save = useSavePost(post);
  if (!post.IsOwner) return <NotYours />;
  return <PostForm initialValues={valuesOf(post)} isPublished={post.PublishedAt !== null} onSubmit={save} />;
}

export function EditPostPage() {
  const { slug } = useParams();
  const post = usePost(slug);
  return (
    <PostEditorFrame title="Edit Post">
      <QueryState
        query={post}
        errorTitle="Failed to load the post"
        notFound={<NotYours />}
        loading={<ListSkeleton count={3} label="Loading the post" />}
      >
        {(loaded) => <EditForm key={loaded.Id} post={loaded} />}
      </QueryState>
    </PostEditorFrame>
  );
}
