// The signed-in user's own account (docs/product/account.md#api): read, update, change password, delete (the
// photo's removal is the medias module's: it deletes the file). A slug that is not the caller's answers 404
// 'User not found', as for any other user's object (docs/architecture.md#access-and-ownership), so the API
// does not confirm which slugs exist.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { passwordChangeSchema, USER_TEXTS, userProfileSchema } from '@portal/shared-api/contract/users';
import { rateLimitOf } from '../../platform/rate-limits/limits.ts';
import { UserSchema } from '@portal/shared-api/schemas/auth';
import { MessageSchema, NoContentSchema, SlugParamsSchema } from '@portal/shared-api/schemas/common';
import { PasswordChangeBodySchema, UserProfileBodySchema } from '@portal/shared-api/schemas/users';
import { ownUserSlug } from '../../core/caller.ts';
import { httpError } from '../../core/errors.ts';
import { revokeOtherSessions } from './sessions.ts';
import { cookieFor } from '../../core/cookies.ts';
import { changePassword, deleteAccount, getUserById, updateProfile } from './profile.ts';

const tags = ['users'];

const userNotFound = () => httpError(404, USER_TEXTS.userNotFound);

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const params = SlugParamsSchema;

  app.get(
    '/users/:slug',
    { schema: { tags, summary: 'The signed-in user’s profile', params, response: { 200: UserSchema } } },
    async (request) => getUserById(app.deps, ownUserSlug(request.caller, request.params.slug, userNotFound)),
  );

  app.put(
    '/users/:slug',
    {
      config: { rules: { body: userProfileSchema } },
      schema: {
        tags,
        summary: 'Update the signed-in user’s profile (email is read-only)',
        params,
        body: UserProfileBodySchema,
        response: { 200: UserSchema },
      },
    },
    async (request) =>
      updateProfile(app.deps, ownUserSlug(request.caller, request.params.slug, userNotFound), request.body),
  );

  app.put(
    '/users/password/:slug',
    {
      config: {
        rules: { body: passwordChangeSchema },
        rateLimit: rateLimitOf(app.config.limits, 'passwordConfirms'),
      },
      schema: {
        tags,
        summary: 'Change the password; the user’s other sessions end',
        params,
        body: PasswordChangeBodySchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const userId = ownUserSlug(request.caller, request.params.slug, userNotFound);
      await changePassword(app.deps, userId, request.body);
      await revokeOtherSessions(app.deps, userId, request.sessionId);
      return { message: USER_TEXTS.passwordUpdated };
    },
  );

  app.delete(
    '/users/:slug',
    {
      config: { reauth: true },
      schema: {
        tags,
        summary: 'Delete the account and everything it owns; the session ends',
        params,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await deleteAccount(app.deps, ownUserSlug(request.caller, request.params.slug, userNotFound));
      const session = cookieFor(app.config, 'session', request);
      reply.clearCookie(session.name, session.attributes);
      return reply.status(204).send(null);
    },
  );
};

export default usersRoutes;
