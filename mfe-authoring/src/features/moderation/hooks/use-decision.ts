import { MODERATION_TEXTS } from '@portal/shared-api/moderation';
import { toaster } from '@portal/shared-ui';

type Mutation<Arg> = { trigger: (arg: Arg) => Promise<unknown>; isMutating: boolean };

/** Runs one moderation decision and says how it went; answers whether it was saved. */
export function useDecision<Arg>(mutation: Mutation<Arg>, success: string) {
  const run = async (arg: Arg): Promise<boolean> => {
    try {
      await mutation.trigger(arg);
      toaster.create({ type: 'success', title: success });
      return true;
    } catch (failure) {
      toaster.create({
        type: 'error',
        title: MODERATION_TEXTS.actionFailed,
        description: (failure as Error).message,
      });
      return false;
    }
  };
  return { run, isPending: mutation.isMutating };
}
