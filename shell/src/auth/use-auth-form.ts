// What the sign-in and registration pages share: where to go afterwards (a safe ?next), the server's
// refusal as a message, and leaving the page once the user is signed in.
import { useAuth, type ApiError } from '@portal/shared-api/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from '@portal/shared-ui/router';
import { safeNext } from './safe-next.ts';

export function useAuthForm() {
  const { status } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const next = safeNext(params.get('next'));

  /** Runs the sign-in or registration call, then goes to `next` (or where it answers); a refusal shows its message. */
  async function submit(action: () => Promise<unknown>) {
    setError(null);
    try {
      const to = await action();
      navigate(typeof to === 'string' ? to : next, { replace: true });
    } catch (failure) {
      setError((failure as ApiError).message);
    }
  }

  return { error, next, signedIn: status === 'signed-in', submit };
}
