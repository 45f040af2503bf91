// The signed-in user's own account (01 §7): read, update, change password, delete, remove photo. A slug
// that is not the caller's answers 404 'User not found', as for any other user's object (ARCHITECTURE §2),
// so the API does not confirm which slugs exist.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  passwordChangeSchema,
  USER_TEXTS,
  userProfileSchema,
  type PasswordChangePayload,
  type UserProfilePayload,
} from '@portal/shared-api/contract';
import { httpError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { removeProfilePhoto } from '../../services/medias.ts';
import { revokeOtherSessions, SESSION_COOKIE } from '../../services/sessions.ts';
import { changePassword, deleteAccount, getUserById, updateProfile } from '../../services/users.ts';
import { slugParamsSchema, userSchema } from '../schemas.ts';

const tags = ['users'];
type SlugRequest = FastifyRequest<{ Params: { slug: string } }>;

function ownUserId(request: SlugRequest): string {
  const user = request.user!;
  if (request.params.slug !== user.slug) throw httpError(404, USER_TEXTS.userNotFound);
  return user.id;
}

const nullableString = { type: ['string', 'null'] } as const;
const profileBody = {
  type: 'object',
  additionalProperties: false,
  required: ['Firstname', 'Lastname', 'Username', 'Phone'],
  properties: {
    Firstname: { type: 'string' },
    Lastname: { type: 'string' },
    Username: { type: 'string' },
    Email: { type: 'string', description: 'Read-only: a different address is refused' },
    Phone: { type: 'string' },
    Country: nullableString,
    Civility: { type: ['integer', 'null'], enum: [1, 2, 3, null] },
    Sex: { type: ['integer', 'null'], enum: [0, 1, 3, null] },
    About: nullableString,
    Profil: nullableString,
  },
} as const;

const usersRoutes: FastifyPluginAsync<{ uploadDir: string }> = async (app, options) => {
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/users/:slug',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s profile',
        params: slugParamsSchema,
        response: { 200: userSchema },
      },
    },
    async (request: SlugRequest) => getUserById(app.db, ownUserId(request)),
  );

  app.put<{ Params: { slug: string }; Body: UserProfilePayload }>(
    '/users/:slug',
    {
      schema: {
        tags,
        summary: 'Update the signed-in user’s profile (email is read-only)',
        params: slugParamsSchema,
        body: profileBody,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const userId = ownUserId(request);
      return updateProfile(app.db, userId, await validate(userProfileSchema, request.body));
    },
  );

  app.put<{ Params: { slug: string }; Body: PasswordChangePayload }>(
    '/users/password/:slug',
    {
      schema: {
        tags,
        summary: 'Change the password; other sessions of the user end',
        params: slugParamsSchema,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['lastPassword', 'newPassword'],
          properties: { lastPassword: { type: 'string' }, newPassword: { type: 'string' } },
        },
        response: { 200: { type: 'object', properties: { message: { type: 'string' } } } },
      },
    },
    async (request) => {
      const userId = ownUserId(request);
      await changePassword(app.db, userId, await validate(passwordChangeSchema, request.body));
      await revokeOtherSessions(app.db, userId, request.sessionId);
      return { message: USER_TEXTS.passwordUpdated };
    },
  );

  app.delete(
    '/users/:slug',
    {
      schema: {
        tags,
        summary: 'Delete the account and everything it owns; the session ends',
        params: slugParamsSchema,
      },
    },
    async (request: SlugRequest, reply) => {
      await deleteAccount(app.db, ownUserId(request), options.uploadDir);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.status(204).send();
    },
  );

  app.delete(
    '/users/:slug/photo',
    {
      schema: {
        tags,
        summary: 'Remove the profile photo',
        params: slugParamsSchema,
        response: { 200: userSchema },
      },
    },
    async (request: SlugRequest) => removeProfilePhoto(app.db, ownUserId(request), options.uploadDir),
  );
};

export default usersRoutes;
