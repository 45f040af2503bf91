// Follow or unfollow a study buddy; two people following each other are friends (the server says so).
import { SOCIAL_TEXTS, useFollowBuddy, type SocialBuddy } from '@portal/shared-api/social';
import { toaster } from '@portal/shared-ui';

export function useFollow() {
  const follow = useFollowBuddy();
  const toggle = async (buddy: SocialBuddy) => {
    try {
      await follow.trigger({ userId: buddy.Id, follow: !buddy.IsFollowing });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: SOCIAL_TEXTS.actionFailed,
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };
  return { toggle, isPending: follow.isMutating };
}
