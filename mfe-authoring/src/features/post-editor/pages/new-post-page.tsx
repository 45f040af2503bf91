// /posts/create/new (Add Post, docs/product/posts.md#post-editor): write a post, save it as a draft or
// publish it.
import { PostEditorFrame } from '../components/post-editor-frame.tsx';
import { PostForm } from '../components/post-form.tsx';
import { useSavePost } from '../hooks/use-save-post.ts';
import { valuesOf } from '../utils/post-form-values.ts';

export function NewPostPage() {
  const save = useSavePost();
  return (
    <PostEditorFrame title="New Post">
      <PostForm initialValues={valuesOf()} isPublished={false} onSubmit={save} />
    </PostEditorFrame>
  );
}
