// The post form's values, how a saved post fills them, and how they become the payload the server takes.
import type { Post, PostPayload } from '@portal/shared-api/posts';

/** The cover as the form holds it: the uploaded media, its address and name for the preview. */
export type PostCover = { Id: string; url: string; name: string };

export type PostFormValues = {
  Title: string;
  /** '' for no category. */
  CategorySlug: string;
  Cover: PostCover | null;
  /** HTML from the editor; '' when it holds no text. */
  Content: string;
};

export function valuesOf(post?: Post): PostFormValues {
  return {
    Title: post?.Title ?? '',
    CategorySlug: post?.Category?.Slug ?? '',
    Cover:
      post?.ImageMediaId && post.Image
        ? { Id: post.ImageMediaId, url: post.Image.url, name: 'Current cover' }
        : null,
    Content: post?.Content ?? '',
  };
}

export function toPayload(values: PostFormValues, published: boolean): PostPayload {
  return {
    Title: values.Title.trim(),
    Content: values.Content,
    ImageMediaId: values.Cover?.Id ?? null,
    CategorySlug: values.CategorySlug || null,
    Published: published,
  };
}
