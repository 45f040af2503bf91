// Course contacts: the paths are ours (docs/product/contacts.md#api).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParamsSchema } from '@portal/shared-api/schemas/common';
import {
  ContactListQuerySchema,
  ContactListSchema,
  ContactSchema,
  FavoriteBodySchema,
} from '@portal/shared-api/schemas/contacts';
import { listContacts, setFavorite } from './contacts.ts';

const tags = ['contacts'];

const contactsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/contacts',
    {
      schema: {
        tags,
        summary: 'The instructors, teaching assistants, mentors and classmates of the caller’s courses',
        querystring: ContactListQuerySchema,
        response: { 200: ContactListSchema },
      },
    },
    async (request) =>
      listContacts(app.deps, { id: request.caller.id, role: request.caller.role }, request.query),
  );

  app.put(
    '/contacts/:id/favorite',
    {
      schema: {
        tags,
        summary: 'Mark or unmark a contact as a favourite',
        params: IdParamsSchema,
        body: FavoriteBodySchema,
        response: { 200: ContactSchema },
      },
    },
    async (request) =>
      setFavorite(
        app.deps,
        { id: request.caller.id, role: request.caller.role },
        request.params.id,
        request.body.IsFavorite,
      ),
  );
};

export default contactsRoutes;
