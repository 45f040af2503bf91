// Re-authentication for the whole tab (docs/product/auth.md#re-authentication): an action the server refused
// with 'Reauthentication Required' waits while the one re-authentication dialog asks for the password (and
// code), then runs again. Without a dialog on the page the refusal goes to the caller as it came.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { REAUTHENTICATION_REQUIRED } from '../auth/access.ts';
import { ApiError } from './http.ts';

type Pending = { resolve: () => void; reject: () => void };
type ReauthState = { dialogs: number; pending: Pending | null };

const reauthStore = createStore<ReauthState>(() => ({ dialogs: 0, pending: null }));

function isReauthenticationRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === REAUTHENTICATION_REQUIRED;
}

async function withReauthentication<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    const { dialogs, pending } = reauthStore.getState();
    if (!isReauthenticationRequired(error) || dialogs === 0) throw error;
    // One question at a time: an earlier action still waiting gives up with its own refusal.
    pending?.reject();
    await new Promise<void>((resolve, reject) => {
      reauthStore.setState({ pending: { resolve, reject: () => reject(error) } });
    });
    return action();
  }
}

/** `run`, asking for a re-authentication and trying once more when the server wants one. */
export function reauthenticated<Arg, Data>(run: (arg: Arg) => Promise<Data>): (arg: Arg) => Promise<Data> {
  return (arg) => withReauthentication(() => run(arg));
}

function settle(outcome: 'resolve' | 'reject') {
  const { pending } = reauthStore.getState();
  reauthStore.setState({ pending: null });
  pending?.[outcome]();
}

/** The password verified: the waiting action runs again. */
export const finishReauthentication = () => settle('resolve');
/** Cancelled: the waiting action fails with the server's refusal. */
export const cancelReauthentication = () => settle('reject');

/** For the dialog: whether an action waits, and how to let it go on (done) or give up (cancel). */
export function useReauthentication(): { isAsking: boolean; done: () => void; cancel: () => void } {
  const isAsking = useStore(reauthStore, (state) => state.pending !== null);
  return { isAsking, done: finishReauthentication, cancel: cancelReauthentication };
}

/** A mounted dialog registers itself, so actions only wait when someone can answer. */
export function registerReauthDialog(): () => void {
  reauthStore.setState((state) => ({ dialogs: state.dialogs + 1 }));
  return () => reauthStore.setState((state) => ({ dialogs: state.dialogs - 1 }));
}
