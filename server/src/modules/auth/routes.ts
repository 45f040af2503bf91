// Sign-in (docs/architecture.md#sign-in-and-csrf): register, login, logout, me. Login and register are
// rate-limited per IP, and sign-in attempts are counted per account too (sign-in.ts, attempts.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AUTH_TEXTS,
  loginSchema,
  reauthenticateSchema,
  registerSchema,
} from '@portal/shared-api/contract/auth';
import { LoginBodySchema, MeResponseSchema, RegisterBodySchema } from '@portal/shared-api/schemas/auth';
import { NoContentSchema } from '@portal/shared-api/schemas/common';
import {
  LoginChallengeSchema,
  ReauthenticateBodySchema,
  TwoFactorCodeBodySchema,
} from '@portal/shared-api/schemas/security';
import { register } from './auth.ts';
import { codeStep, passwordStep } from './sign-in.ts';
import { reauthenticate } from './reauthenticate.ts';
import { CHALLENGE_MS, createLoginChallenge } from '../security/index.ts';
import { isNewDevice, sendLoginAlert } from '../security/index.ts';
import { createSession, revokeSession, SESSION_ABSOLUTE_MS } from '../users/index.ts';
import { cookieFor, cookieName } from '../../core/cookies.ts';
import { getUserById } from '../users/index.ts';

const tags = ['auth'];

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = {
    // Sign-in, the two-factor step and registration share one count per address.
    groupId: 'sign-in',
    max: app.config.loginAttemptsPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string; statusCode: number }) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `${AUTH_TEXTS.tooManyAttempts} (retry in ${context.after})`,
    }),
  };

  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    alertNewDevice = true,
  ) {
    const meta = { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? '' };
    const newDevice = alertNewDevice && (await isNewDevice(app.deps, userId, meta.userAgent));
    // A new id at every sign-in (ASVS 7.2.4): whatever session the browser had ends here.
    if (request.sessionId) await revokeSession(app.deps, request.sessionId);
    const { token } = await createSession(app.deps, userId, meta);
    if (newDevice) await sendLoginAlert(app.deps, userId, meta);
    const session = cookieFor(app.config, 'session', request);
    reply.setCookie(session.name, token, {
      ...session.attributes,
      maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
    });
    // A new CSRF token with the new session: one read before the sign-in no longer works.
    reply.issueCsrfToken(token);
    return { user: await getUserById(app.deps, userId) };
  }

  app.post(
    '/auth/login',
    {
      config: { access: 'public', rateLimit, rules: { body: loginSchema } },
      schema: {
        tags,
        summary: 'Sign in with email and password; with two-factor on, 202 asks for a code next',
        body: LoginBodySchema,
        response: { 200: MeResponseSchema, 202: LoginChallengeSchema },
      },
    },
    async (request, reply) => {
      const { userId, needsCode } = await passwordStep(app.deps, request.body.email, request.body.password);
      if (!needsCode) return startSession(request, reply, userId);
      const token = await createLoginChallenge(app.deps, userId);
      const challenge = cookieFor(app.config, 'challenge', request);
      reply.setCookie(challenge.name, token, {
        ...challenge.attributes,
        maxAge: Math.floor(CHALLENGE_MS / 1000),
      });
      return reply.status(202).send({ TwoFactorRequired: true as const });
    },
  );

  app.post(
    '/auth/login/two-factor',
    {
      // Its own limit: five tries per challenge, and this per address across challenges.
      config: { access: 'public', rateLimit },
      schema: {
        tags,
        summary: 'Finish a two-factor sign-in with a 6-digit code or a backup code',
        body: TwoFactorCodeBodySchema,
        response: { 200: MeResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = await codeStep(
        app.deps,
        request.cookies[cookieName(app.config, 'challenge')],
        request.body.Code,
        request.ip,
      );
      const challenge = cookieFor(app.config, 'challenge', request);
      reply.clearCookie(challenge.name, challenge.attributes);
      return startSession(request, reply, userId);
    },
  );

  app.post(
    '/auth/register',
    {
      config: { access: 'public', rateLimit, rules: { body: registerSchema } },
      schema: {
        tags,
        summary: 'Create a student account and sign in',
        body: RegisterBodySchema,
        response: { 201: MeResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = await register(app.deps, request.body);
      reply.status(201);
      return startSession(request, reply, userId, false);
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'End the current session', response: { 204: NoContentSchema } },
    },
    async (request, reply) => {
      if (request.sessionId) await revokeSession(app.deps, request.sessionId);
      const session = cookieFor(app.config, 'session', request);
      reply.clearCookie(session.name, session.attributes);
      reply.issueCsrfToken(null);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/reauthenticate',
    {
      config: { rateLimit, rules: { body: reauthenticateSchema } },
      schema: {
        tags,
        summary:
          'Enter the password (and a code with two-factor on) again: sensitive changes are allowed for 10 minutes',
        body: ReauthenticateBodySchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await reauthenticate(app.deps, request.caller, request.sessionId, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    { schema: { tags, summary: 'The signed-in user', response: { 200: MeResponseSchema } } },
    async (request) => ({ user: await getUserById(app.deps, request.caller.id) }),
  );
};

export default authRoutes;
