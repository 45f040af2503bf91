// The signed-in user's own account (01 §7): read, update, change password, delete, remove photo. A slug
// that is not the caller's answers 404 'User not found', as for any other user's object (ARCHITECTURE §2),
// so the API does not confirm which slugs exist.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { passwordChangeSchema, USER_TEXTS, userProfileSchema } from '@portal/shared-api/contract/users';
import { UserSchema } from '@portal/shared-api/schemas/auth';
import { MessageSchema, NoContentSchema, SlugParamsSchema } from '@portal/shared-api/schemas/common';
import { PasswordChangeBodySchema, UserProfileBodySchema } from '@portal/shared-api/schemas/users';
import { httpError } from '../../core/errors.ts';
import { removeProfilePhoto } from '../medias/medias.ts';
import { revokeOtherSessions, SESSION_COOKIE } from './sessions.ts';
import { changePassword, deleteAccount, getUserById, updateProfile } from './profile.ts';

const tags = ['users'];

function ownUserId(request: FastifyRequest<{ Params: { slug: string } }>): string {
  const user = request.user!;
  if (request.params.slug !== user.slug) throw httpError(404, USER_TEXTS.userNotFound);
  return user.id;
}

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const params = SlugParamsSchema;

  app.get(
    '/users/:slug',
    { schema: { tags, summary: 'The signed-in user’s profile', params, response: { 200: UserSchema } } },
    async (request) => getUserById(app.deps, ownUserId(request)),
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
    async (request) => updateProfile(app.deps, ownUserId(request), request.body),
  );

  app.put(
    '/users/password/:slug',
    {
      config: { rules: { body: passwordChangeSchema } },
      schema: {
        tags,
        summary: 'Change the password; the user’s other sessions end',
        params,
        body: PasswordChangeBodySchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const userId = ownUserId(request);
      await changePassword(app.deps, userId, request.body);
      await revokeOtherSessions(app.deps, userId, request.sessionId);
      return { message: USER_TEXTS.passwordUpdated };
    },
  );

  app.delete(
    '/users/:slug',
    {
      schema: {
        tags,
        summary: 'Delete the account and everything it owns; the session ends',
        params,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await deleteAccount(app.deps, ownUserId(request));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/users/:slug/photo',
    { schema: { tags, summary: 'Remove the profile photo', params, response: { 200: UserSchema } } },
    async (request) => removeProfilePhoto(app.deps, ownUserId(request)),
  );
};

export default usersRoutes;
