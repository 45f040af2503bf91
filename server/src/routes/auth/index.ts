// Sign-in (ARCHITECTURE §2, §7): register, login, logout, me. Login and register are rate-limited per IP.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  AUTH_TEXTS,
  loginSchema,
  registerSchema,
  type LoginPayload,
  type RegisterPayload,
} from '@portal/shared-api/contract';
import { validate } from '../../lib/validate.ts';
import { authenticate, register } from '../../services/auth.ts';
import {
  createSession,
  revokeSession,
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE,
} from '../../services/sessions.ts';
import { getUserById } from '../../services/users.ts';
import { userEnvelopeSchema } from '../schemas.ts';

const tags = ['auth'];

export interface AuthRoutesOptions {
  /** Attempts per minute and IP on login and register. */
  attemptsPerMinute: number;
}

const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, options) => {
  const rateLimit = {
    max: options.attemptsPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string; statusCode: number }) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `${AUTH_TEXTS.tooManyAttempts} (retry in ${context.after})`,
    }),
  };

  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: string) {
    // A new id at every sign-in (ASVS 7.2.4): whatever session the browser had ends here.
    if (request.sessionId) await revokeSession(app.db, request.sessionId);
    const { token } = await createSession(app.db, userId, {
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    });
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
    });
    return { user: await getUserById(app.db, userId) };
  }

  const credentials = {
    type: 'object',
    additionalProperties: false,
    required: ['email', 'password'],
    properties: { email: { type: 'string', maxLength: 254 }, password: { type: 'string', maxLength: 256 } },
  } as const;

  app.post<{ Body: LoginPayload }>(
    '/auth/login',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: credentials,
        response: { 200: userEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const body = await validate(loginSchema, request.body);
      const userId = await authenticate(app.db, body.email, body.password);
      return startSession(request, reply, userId);
    },
  );

  app.post<{ Body: RegisterPayload }>(
    '/auth/register',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Create a student account and sign in',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['firstname', 'lastname', 'email', 'password'],
          properties: {
            firstname: { type: 'string' },
            lastname: { type: 'string' },
            email: { type: 'string' },
            password: { type: 'string' },
          },
        },
        response: { 201: userEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const body = await validate(registerSchema, request.body);
      const userId = await register(app.db, body);
      reply.status(201);
      return startSession(request, reply, userId);
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags, summary: 'End the current session' } },
    async (request, reply) => {
      if (request.sessionId) await revokeSession(app.db, request.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.status(204).send();
    },
  );

  app.get(
    '/auth/me',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'The signed-in user', response: { 200: userEnvelopeSchema } },
    },
    async (request) => ({ user: await getUserById(app.db, request.user!.id) }),
  );
};

export default authRoutes;
