// GET /api/health: answers once the database is migrated and the server accepts requests.
// GET /api/health/ready: whether this process can serve now (its database and its file storage answer).
import Type from 'typebox';

export const HealthSchema = Type.Object({ status: Type.Literal('ok') }, { additionalProperties: false });

const PartStateSchema = Type.Union([Type.Literal('ok'), Type.Literal('down')]);

export const ReadinessSchema = Type.Object(
  { status: PartStateSchema, database: PartStateSchema, storage: PartStateSchema },
  { additionalProperties: false },
);
