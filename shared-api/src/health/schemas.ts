// GET /api/health: answers once the database is migrated and the server accepts requests.
import Type from 'typebox';

export const HealthSchema = Type.Object({ status: Type.Literal('ok') }, { additionalProperties: false });
