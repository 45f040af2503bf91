// Account security (issue 13): two-factor setup, enable with a real TOTP code, sign-in in two steps with a
// code or a backup code (each usable once), disable with the password, sessions listed and terminated,
// alert switches, login alerts from a new device, and the recovery email's confirmation link.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { totpCodeAt } from './totp.ts';
import {
  anonymous,
  createTestApp,
  reauthenticate,
  signIn,
  signedInUser,
  tryLogin,
  type TestSession,
} from '../../testing/app.ts';
import { createUser } from '../users/factory.ts';
import { emailOutbox, notifications } from '../notifications/tables.ts';
import { eq } from 'drizzle-orm';
import { signInFailures } from '../auth/tables.ts';

let app: FastifyInstance;
before(async () => {
  app = await createTestApp();
});
after(() => app.close());

/** A signed-in user who has just entered the password again, as every change on this page asks. */
async function confirmedUser() {
  const signedIn = await signedInUser(app);
  await reauthenticate(app, signedIn.session, signedIn.user.password);
  return signedIn;
}

const call = (
  session: TestSession,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: session.headers, ...(payload && { payload }) });

function cookie(res: { headers: Record<string, unknown> }, name: string): string | undefined {
  const lines = ([] as string[]).concat((res.headers['set-cookie'] as string | string[]) ?? []);
  return lines
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** Turns two-factor on for a signed-in user; answers the secret and the backup codes. */
async function enableTwoFactor(session: TestSession) {
  const setup = await call(session, 'POST', '/api/security/two-factor/setup');
  assert.equal(setup.statusCode, 200);
  const { Secret, Uri } = setup.json();
  assert.match(Uri, /^otpauth:\/\/totp\/Academy:/);
  assert.match(setup.json().QrSvg, /^<svg[^>]*>/);
  const enabled = await call(session, 'POST', '/api/security/two-factor/enable', {
    Code: totpCodeAt(Secret, new Date()),
  });
  assert.equal(enabled.statusCode, 200, enabled.body);
  return { secret: Secret as string, codes: enabled.json().BackupCodes as string[] };
}

/** The password step; answers the challenge cookie to send with the code. */
async function passwordStep(email: string, password: string) {
  const { res, client } = await tryLogin(app, email, password);
  assert.equal(res.statusCode, 202, res.body);
  assert.deepEqual(res.json(), { TwoFactorRequired: true });
  assert.equal(cookie(res, 'sid'), undefined, 'no session before the code');
  const challenge = cookie(res, 'sid_2fa')!;
  return (Code: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login/two-factor',
      headers: { ...client.headers, cookie: `${client.headers.cookie}; sid_2fa=${challenge}` },
      payload: { Code },
    });
}

describe('two-factor sign-in', () => {
  it('is enabled only by a code that verifies, and gives ten backup codes once', async () => {
    const { session } = await confirmedUser();
    const setup = (await call(session, 'POST', '/api/security/two-factor/setup')).json();
    const wrong = await call(session, 'POST', '/api/security/two-factor/enable', { Code: '000000' });
    assert.equal(wrong.statusCode, 400);
    assert.match(wrong.json().message, /not valid/);
    assert.equal((await call(session, 'GET', '/api/security')).json().TwoFactorEnabled, false);
    const ok = await call(session, 'POST', '/api/security/two-factor/enable', {
      Code: totpCodeAt(setup.Secret, new Date()),
    });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().BackupCodes.length, 10);
    assert.match(ok.json().BackupCodes[0], /^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    const settings = (await call(session, 'GET', '/api/security')).json();
    assert.equal(settings.TwoFactorEnabled, true);
    assert.equal(settings.BackupCodesRemaining, 10);
    assert.equal(JSON.stringify(settings).includes(setup.Secret), false, 'the secret is not read back');
  });

  it('asks for a code after the password, and signs in with it', async () => {
    const { user, session } = await confirmedUser();
    const { secret } = await enableTwoFactor(session);
    // The enabling code's step is spent; the sign-in uses the next step's code (an authenticator's next).
    const send = await passwordStep(user.email, user.password);
    const wrong = await send('123456');
    assert.equal(wrong.statusCode, 400);
    const ok = await send(totpCodeAt(secret, new Date(Date.now() + 30_000)));
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().user.Email, user.email);
    assert.ok(cookie(ok, 'sid'));
  });

  it('refuses a code used once already (no replay)', async () => {
    const { user, session } = await confirmedUser();
    const { secret } = await enableTwoFactor(session);
    const code = totpCodeAt(secret, new Date(Date.now() + 30_000));
    assert.equal((await (await passwordStep(user.email, user.password))(code)).statusCode, 200);
    assert.equal((await (await passwordStep(user.email, user.password))(code)).statusCode, 400);
  });

  it('signs in with a backup code once; the same code is refused the second time', async () => {
    const { user, session } = await confirmedUser();
    const { codes } = await enableTwoFactor(session);
    const first = await (await passwordStep(user.email, user.password))(codes[3]!.toLowerCase());
    assert.equal(first.statusCode, 200, first.body);
    const again = await (await passwordStep(user.email, user.password))(codes[3]!);
    assert.equal(again.statusCode, 400);
    const settings = (await call(session, 'GET', '/api/security')).json();
    assert.equal(settings.BackupCodesRemaining, 9);
  });

  it('ends a challenge after five wrong codes and files a suspicious-activity alert', async () => {
    const { user, session } = await confirmedUser();
    const { secret } = await enableTwoFactor(session);
    const send = await passwordStep(user.email, user.password);
    for (let i = 0; i < 5; i += 1) assert.equal((await send('999999')).statusCode, 400);
    // The account's own wait after five failures aside (auth/attempts.test.ts), the challenge is spent.
    await app.db.delete(signInFailures);
    const locked = await send(totpCodeAt(secret, new Date(Date.now() + 30_000)));
    assert.equal(locked.statusCode, 401);
    const alerts = await app.db.select().from(notifications).where(eq(notifications.userId, user.id));
    assert.ok(alerts.some((row) => row.title === 'Several wrong two-factor codes'));
  });

  it('refuses the second step without a challenge', async () => {
    const client = await anonymous(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login/two-factor',
      headers: client.headers,
      payload: { Code: '123456' },
    });
    assert.equal(res.statusCode, 401);
  });

  it('turns off only with the password, and regenerates backup codes with it', async () => {
    const { user, session } = await confirmedUser();
    const { codes } = await enableTwoFactor(session);
    const noPassword = await call(session, 'POST', '/api/security/backup-codes', { Password: 'wrong' });
    assert.equal(noPassword.statusCode, 400);
    const fresh = await call(session, 'POST', '/api/security/backup-codes', { Password: user.password });
    assert.equal(fresh.statusCode, 200);
    assert.notDeepEqual(fresh.json().BackupCodes, codes);
    const old = await (await passwordStep(user.email, user.password))(codes[0]!);
    assert.equal(old.statusCode, 400, 'old codes stop working');
    const wrong = await call(session, 'POST', '/api/security/two-factor/disable', { Password: 'nope' });
    assert.equal(wrong.statusCode, 400);
    const off = await call(session, 'POST', '/api/security/two-factor/disable', { Password: user.password });
    assert.equal(off.statusCode, 200);
    assert.equal(off.json().TwoFactorEnabled, false);
    assert.equal(off.json().BackupCodesRemaining, 0);
    await signIn(app, user.email, user.password);
  });

  it('refuses unknown fields', async () => {
    const { session } = await confirmedUser();
    const res = await call(session, 'POST', '/api/security/two-factor/enable', { Code: '1', Enabled: true });
    assert.equal(res.statusCode, 400);
  });
});

describe('active sessions', () => {
  it('lists this browser first, terminates another, which is signed out on its next request', async () => {
    const user = await createUser(app.db);
    const mine = await signIn(app, user.email, user.password);
    await reauthenticate(app, mine, user.password);
    const phone = await signIn(app, user.email, user.password);
    const list = (await call(mine, 'GET', '/api/security/sessions')).json();
    assert.equal(list.length, 2);
    assert.equal(list[0].IsActive, true);
    assert.equal(list[1].IsActive, false);
    assert.equal(list[0].Location, 'This computer');
    const self = await call(mine, 'DELETE', `/api/security/sessions/${list[0].Id}`);
    assert.equal(self.statusCode, 400, 'this session is not terminated from the list');
    assert.equal((await call(mine, 'DELETE', `/api/security/sessions/${list[1].Id}`)).statusCode, 204);
    assert.equal((await call(phone, 'GET', '/api/auth/me')).statusCode, 401);
    assert.equal((await call(mine, 'GET', '/api/auth/me')).statusCode, 200);
  });

  it('terminates all others; another user’s session is a 404', async () => {
    const user = await createUser(app.db);
    const mine = await signIn(app, user.email, user.password);
    await reauthenticate(app, mine, user.password);
    await signIn(app, user.email, user.password);
    await signIn(app, user.email, user.password);
    const stranger = await confirmedUser();
    const theirs = (await call(stranger.session, 'GET', '/api/security/sessions')).json()[0];
    assert.equal((await call(mine, 'DELETE', `/api/security/sessions/${theirs.Id}`)).statusCode, 404);
    const res = await call(mine, 'POST', '/api/security/sessions/terminate-others');
    assert.deepEqual(res.json(), { Terminated: 2 });
    assert.equal((await call(mine, 'GET', '/api/security/sessions')).json().length, 1);
    assert.equal((await call(stranger.session, 'GET', '/api/auth/me')).statusCode, 200);
  });
});

describe('alerts and recovery email', () => {
  it('stores the three switches', async () => {
    const { session } = await confirmedUser();
    const body = { EmailNotifications: false, LoginAlerts: true, SuspiciousActivityAlerts: false };
    const res = await call(session, 'PUT', '/api/security/alerts', body);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().EmailNotifications, false);
    assert.equal((await call(session, 'GET', '/api/security')).json().SuspiciousActivityAlerts, false);
  });

  it('files a login alert and an email for a sign-in from a new browser, not a known one or the first ever', async () => {
    const user = await createUser(app.db);
    const login = (agent: string) =>
      anonymous(app).then((client) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { ...client.headers, 'user-agent': agent },
          payload: { email: user.email, password: user.password },
        }),
      );
    await login('Mozilla/5.0 (X11; Linux x86_64) Chrome/150.0 Safari/537.36');
    await login('Mozilla/5.0 (X11; Linux x86_64) Chrome/150.0 Safari/537.36');
    await login('Mozilla/5.0 (iPhone; CPU iPhone OS 19_0) Mobile/15E148 Safari/604.1');
    const alerts = await app.db.select().from(notifications).where(eq(notifications.userId, user.id));
    assert.equal(alerts.length, 1, 'the phone only: not the first sign-in ever, not the repeat');
    assert.ok(alerts.some((row) => /Safari on Mobile/.test(row.message)));
    const mails = await app.db.select().from(emailOutbox).where(eq(emailOutbox.userId, user.id));
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.subject, 'New sign-in to your account');
  });

  it('stores a recovery email only after its link is followed', async () => {
    const { user, session } = await confirmedUser();
    const same = await call(session, 'PUT', '/api/security/recovery-email', { Email: user.email });
    assert.equal(same.statusCode, 400);
    const bad = await call(session, 'PUT', '/api/security/recovery-email', { Email: 'not-an-email' });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().message, 'Please enter a valid email address');
    const res = await call(session, 'PUT', '/api/security/recovery-email', { Email: 'Backup@Example.test' });
    assert.equal(res.statusCode, 200);
    let settings = (await call(session, 'GET', '/api/security')).json();
    assert.equal(settings.RecoveryEmail, null);
    assert.equal(settings.PendingRecoveryEmail, 'backup@example.test');
    const [mail] = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'backup@example.test'));
    const link = new URL(mail!.body.match(/https?:\/\/\S+/)![0]);
    const wrong = await app.inject({ method: 'GET', url: '/api/security/recovery-email/confirm?token=nope' });
    assert.equal(wrong.headers.location, '/user/security?recovery=invalid');
    const ok = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    assert.equal(ok.statusCode, 303);
    assert.equal(ok.headers.location, '/user/security?recovery=confirmed');
    settings = (await call(session, 'GET', '/api/security')).json();
    assert.equal(settings.RecoveryEmail, 'backup@example.test');
    assert.equal(settings.PendingRecoveryEmail, null);
  });

  it('answers 401 to every security call when signed out', async () => {
    for (const url of ['/api/security', '/api/security/sessions']) {
      assert.equal((await app.inject({ method: 'GET', url })).statusCode, 401);
    }
  });
});

describe('common passwords', () => {
  it('refuses to register with a password from the common-password list', async () => {
    const client = await anonymous(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: client.headers,
      payload: { firstname: 'Com', lastname: 'Mon', email: 'common@example.test', password: 'iloveyou123' },
    });
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json().message, 'This password is too common. Choose one that is harder to guess.');
  });
});
