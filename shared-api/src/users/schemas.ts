// The signed-in user's own account (docs/product/account.md#api): profile and password bodies.
import Type, { type Static } from 'typebox';
import { Nullable } from '../common/schemas.ts';

export const UserProfileBodySchema = Type.Object(
  {
    Firstname: Type.String(),
    Lastname: Type.String(),
    Username: Type.String(),
    Email: Type.Optional(Type.String({ description: 'Read-only: a different address is refused.' })),
    Phone: Type.String(),
    Country: Type.Optional(Nullable(Type.String())),
    Civility: Type.Optional(Nullable(Type.Enum([1, 2, 3], { description: '1 Mr., 2 Mrs., 3 Ms.' }))),
    Sex: Type.Optional(Nullable(Type.Enum([0, 1, 3], { description: '0 woman, 1 male, 3 undefined.' }))),
    About: Type.Optional(Nullable(Type.String())),
    Profil: Type.Optional(Nullable(Type.String())),
  },
  { additionalProperties: false },
);
export type UserProfilePayload = Static<typeof UserProfileBodySchema>;

export const PasswordChangeBodySchema = Type.Object(
  { lastPassword: Type.String(), newPassword: Type.String() },
  { additionalProperties: false },
);
export type PasswordChangePayload = Static<typeof PasswordChangeBodySchema>;
