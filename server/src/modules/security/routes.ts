// Account security (docs/product/security.md#api, issue 13): settings and alert switches, two-factor setup /
// enable / disable, backup codes, active sessions and the recovery email. Paths are ours (the spec names
// none). Every change here needs a recent re-authentication (docs/product/auth.md#re-authentication).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recoveryEmailSchema, SECURITY_TEXTS } from '@portal/shared-api/contract/security';
import { IdParamsSchema, MessageSchema, NoContentSchema } from '@portal/shared-api/schemas/common';
import {
  BackupCodesSchema,
  LoginSessionSchema,
  PasswordConfirmBodySchema,
  RecoveryConfirmQuerySchema,
  RecoveryEmailBodySchema,
  SecurityAlertsBodySchema,
  SecuritySettingsSchema,
  TwoFactorCodeBodySchema,
  TwoFactorSetupSchema,
} from '@portal/shared-api/schemas/security';
import Type from 'typebox';
import { listLoginSessions, terminateLoginSession, terminateOtherSessions } from './login-sessions.ts';
import { confirmRecoveryEmail, requestRecoveryEmail } from './recovery-email.ts';
import { getSecuritySettings, saveAlertSwitches } from './settings.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  regenerateBackupCodes,
  startTwoFactorSetup,
} from './two-factor.ts';
import { rateLimitOf } from '../../platform/rate-limits/limits.ts';

const tags = ['security'];

const securityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app;
  const passwordConfirms = rateLimitOf(deps.config.limits, 'passwordConfirms');

  app.get(
    '/security',
    {
      schema: { tags, summary: 'The caller’s security settings', response: { 200: SecuritySettingsSchema } },
    },
    async (request) => getSecuritySettings(deps, request.caller.id),
  );

  app.put(
    '/security/alerts',
    {
      config: { reauth: true },
      schema: {
        tags,
        summary: 'Save the three security alert switches',
        body: SecurityAlertsBodySchema,
        response: { 200: SecuritySettingsSchema },
      },
    },
    async (request) => saveAlertSwitches(deps, request.caller.id, request.body),
  );

  app.post(
    '/security/two-factor/setup',
    {
      config: { reauth: true },
      schema: {
        tags,
        summary: 'A new two-factor secret and its otpauth URI (not active until enabled with a code)',
        response: { 200: TwoFactorSetupSchema },
      },
    },
    async (request) => startTwoFactorSetup(deps, request.caller.id),
  );

  app.post(
    '/security/two-factor/enable',
    {
      config: { reauth: true },
      schema: {
        tags,
        summary: 'Turn two-factor on with a code from the app; answers the ten backup codes, once',
        body: TwoFactorCodeBodySchema,
        response: { 200: BackupCodesSchema },
      },
    },
    async (request) => ({ BackupCodes: await enableTwoFactor(deps, request.caller.id, request.body.Code) }),
  );

  app.post(
    '/security/two-factor/disable',
    {
      config: { reauth: true, rateLimit: passwordConfirms },
      schema: {
        tags,
        summary: 'Turn two-factor off (needs the password); the backup codes are deleted',
        body: PasswordConfirmBodySchema,
        response: { 200: SecuritySettingsSchema },
      },
    },
    async (request) => {
      await disableTwoFactor(deps, request.caller.id, request.body.Password);
      return getSecuritySettings(deps, request.caller.id);
    },
  );

  app.post(
    '/security/backup-codes',
    {
      config: { reauth: true, rateLimit: passwordConfirms },
      schema: {
        tags,
        summary: 'Replace the backup codes (needs the password); the old ones stop working',
        body: PasswordConfirmBodySchema,
        response: { 200: BackupCodesSchema },
      },
    },
    async (request) => ({
      BackupCodes: await regenerateBackupCodes(deps, request.caller.id, request.body.Password),
    }),
  );

  app.get(
    '/security/sessions',
    {
      schema: {
        tags,
        summary: 'The caller’s signed-in sessions, this one first (IsActive)',
        response: { 200: Type.Array(LoginSessionSchema) },
      },
    },
    async (request) => listLoginSessions(deps, request.caller.id, request.sessionId),
  );

  app.delete(
    '/security/sessions/:id',
    {
      config: { reauth: true },
      schema: {
        tags,
        summary: 'Terminate one of the caller’s other sessions',
        params: IdParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await terminateLoginSession(deps, request.caller.id, request.sessionId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/security/sessions/terminate-others',
    {
      config: { reauth: true },
      schema: {
        tags,
        summary: 'Terminate every session but this one',
        response: { 200: Type.Object({ Terminated: Type.Integer() }, { additionalProperties: false }) },
      },
    },
    async (request) => terminateOtherSessions(deps, request.caller.id, request.sessionId),
  );

  app.put(
    '/security/recovery-email',
    {
      config: {
        reauth: true,
        rules: { body: recoveryEmailSchema },
        rateLimit: rateLimitOf(deps.config.limits, 'recoveryEmail'),
      },
      schema: {
        tags,
        summary: 'Send a confirmation link to a new recovery address; it is stored once the link is followed',
        body: RecoveryEmailBodySchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await requestRecoveryEmail(deps, request.caller.id, request.body.Email);
      return { message: SECURITY_TEXTS.recoverySent };
    },
  );

  app.get(
    '/security/recovery-email/confirm',
    {
      // The link is opened from an email, maybe signed out: the token is the proof.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Follow a recovery-email confirmation link; redirects to the Security page',
        querystring: RecoveryConfirmQuerySchema,
        response: {
          303: Type.Null({
            description: 'To the Security page, with `recovery=confirmed` or `recovery=invalid`.',
          }),
        },
      },
    },
    async (request, reply) => {
      const confirmed = await confirmRecoveryEmail(deps, request.query.token);
      return reply.redirect(`/user/security?recovery=${confirmed ? 'confirmed' : 'invalid'}`, 303);
    },
  );
};

export default securityRoutes;
