import { useMyPostOpinion, usePostVote, type VoteType } from '@portal/shared-api/posts';
import { toaster } from '@portal/shared-ui';

/**
 * The reader's like or dislike and the toggle: pressing the held one takes it back, pressing the other swaps
 * (the server keeps one per reader). Nothing is asked while signed out.
 */
export function usePostVoteToggle(slug: string, isSignedIn: boolean) {
  const mine = useMyPostOpinion(isSignedIn ? slug : undefined);
  const vote = usePostVote(slug);
  const toggle = async (type: VoteType) => {
    try {
      await vote.trigger({ type, on: mine.data !== type });
    } catch (failure) {
      toaster.create({
        type: 'error',
        title: 'Failed to save your opinion',
        description: (failure as Error).message,
      });
    }
  };
  return { mine: mine.data, toggle, isBusy: vote.isMutating };
}
