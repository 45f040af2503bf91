// Who is signed in, asked at boot. Only the server saying so signs a student out (a 401, or an error it
// answers with); an unreachable one does not: whoever was signed in stays (offline, the service worker answers
// with the last signed-in user), so going offline never bounces a student to /login. With nobody known yet,
// it asks again once the browser is back online (docs/product/portal.md#installing-and-offline).
import { ApiError, authStore } from '@portal/shared-api/core';

function keepUserWhenUnreachable(error: unknown) {
  const unreachable = error instanceof ApiError && (error.status === 0 || error.status === 408);
  if (!unreachable) return authStore.getState().setUser(null);
  if (authStore.getState().status === 'unknown')
    window.addEventListener('online', () => void checkSession(), { once: true });
}

export function checkSession(): Promise<void> {
  return authStore
    .getState()
    .refresh()
    .then(() => undefined, keepUserWhenUnreachable);
}
