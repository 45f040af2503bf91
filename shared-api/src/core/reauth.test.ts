import { mockApi } from '../testing/mock-api.ts';
import { http } from './http.ts';
import {
  cancelReauthentication,
  finishReauthentication,
  reauthenticated,
  registerReauthDialog,
} from './reauth.ts';

const refusal = { statusCode: 403, error: 'Reauthentication Required', message: 'Confirm it is you' };
// A few turns of the event loop: the refused request is answered and the action waits for the dialog.
const tick = async () => {
  for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('an action the server wants re-authenticated', () => {
  let confirmed = false;
  const save = reauthenticated((value: number) => http.put('security/alerts', { json: { value } }).json());
  beforeEach(() => {
    confirmed = false;
    mockApi({
      'PUT /api/security/alerts': ({ body }) => (confirmed ? { body } : { status: 403, body: refusal }),
    });
  });

  it('fails with the refusal at once when no dialog can ask', async () => {
    await expect(save(1)).rejects.toMatchObject({ status: 403, code: 'Reauthentication Required' });
  });

  it('waits for the dialog and runs again once the password is confirmed', async () => {
    const unregister = registerReauthDialog();
    const saving = save(2);
    await tick();
    confirmed = true;
    finishReauthentication();
    await expect(saving).resolves.toEqual({ value: 2 });
    unregister();
  });

  it('fails with the refusal when the dialog is cancelled', async () => {
    const unregister = registerReauthDialog();
    const saving = save(3);
    await tick();
    cancelReauthentication();
    await expect(saving).rejects.toMatchObject({ status: 403, message: 'Confirm it is you' });
    unregister();
  });
});
