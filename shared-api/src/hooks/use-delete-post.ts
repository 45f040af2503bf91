import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { ApiError } from '../client/http.ts';
import { deletePost } from '../client/posts.ts';
import { POST_TEXTS } from '../contract/posts.ts';
import { postKeys } from './keys.ts';

/** Deletes one of the author's posts by slug, then refreshes every post list (03 §4). */
export function useDeletePost() {
  const { mutate } = useSWRConfig();
  return useSWRMutation<void, ApiError, readonly unknown[], string | undefined>(
    postKeys.mutation('delete'),
    async (_key, { arg: slug }) => {
      // 03 §5: refused before any call when there is no slug.
      if (!slug) throw new ApiError(400, POST_TEXTS.slugMissing);
      await deletePost(slug);
      // Revalidate without clearing, so the list stays on screen until the fresh page arrives.
      await mutate((key) => postKeys.isKey(key));
    },
  );
}
