// Joining, leaving and creating study groups, and answering join requests, with their toasts. The server
// decides seats and statuses (a private group's request waits for its creator).
import {
  SOCIAL_TEXTS,
  useAnswerGroupRequest,
  useCreateStudyGroup,
  useGroupMembership,
  type SocialGroup,
  type SocialGroupFormValues,
} from '@portal/shared-api/social';
import { toaster } from '@portal/shared-ui';
import { toGroupPayload } from '../utils/social-forms.ts';

function failed(title: string, error: unknown) {
  toaster.create({ type: 'error', title, description: error instanceof Error ? error.message : undefined });
}

export function useGroupActions() {
  const membership = useGroupMembership();
  const create = useCreateStudyGroup();
  const answer = useAnswerGroupRequest();

  const join = async (group: SocialGroup) => {
    try {
      const after = await membership.trigger({ groupId: group.Id, join: true });
      toaster.create({
        type: 'success',
        title: after.Membership === 'pending' ? SOCIAL_TEXTS.requested : SOCIAL_TEXTS.joined,
      });
    } catch (error) {
      failed(SOCIAL_TEXTS.actionFailed, error);
    }
  };

  const leave = async (group: SocialGroup) => {
    try {
      await membership.trigger({ groupId: group.Id, join: false });
      toaster.create({ type: 'success', title: SOCIAL_TEXTS.left });
    } catch (error) {
      failed(SOCIAL_TEXTS.actionFailed, error);
    }
  };

  /** Creates the group; true once created. */
  const createGroup = async (values: SocialGroupFormValues): Promise<boolean> => {
    try {
      await create.trigger(toGroupPayload(values));
      toaster.create({ type: 'success', title: SOCIAL_TEXTS.groupCreated });
      return true;
    } catch (error) {
      failed(SOCIAL_TEXTS.groupCreateFailed, error);
      return false;
    }
  };

  const answerRequest = async (groupId: string, userId: string, approve: boolean) => {
    try {
      await answer.trigger({ groupId, userId, approve });
    } catch (error) {
      failed(SOCIAL_TEXTS.actionFailed, error);
    }
  };

  return {
    join,
    leave,
    createGroup,
    answerRequest,
    isChangingMembership: membership.isMutating,
    isAnswering: answer.isMutating,
  };
}
