// Sign-in (docs/architecture.md#sign-in-and-csrf) and the user as the API answers it, with the product's
// field names (docs/product/account.md#user).
import Type, { type Static } from 'typebox';
import { USER_ROLES } from './roles.ts';
import { Nullable, UuidSchema } from '../common/schemas.ts';

export const UserPhotoSchema = Type.Object(
  {
    Username: Type.String({ description: 'The original file name.' }),
    Hashname: Type.String(),
    Type: Type.String(),
    Size: Type.Integer(),
    SubDir: Type.String(),
    url: Type.String({ description: 'Where the browser loads it: /public/upload/{SubDir}/{Hashname}.' }),
  },
  { additionalProperties: false },
);

export const UserSchema = Type.Object(
  {
    Id: UuidSchema,
    Slug: Type.String(),
    Firstname: Nullable(Type.String()),
    Lastname: Nullable(Type.String()),
    Username: Type.String(),
    Email: Type.String(),
    Phone: Nullable(Type.String()),
    Country: Nullable(Type.String()),
    Civility: Nullable(Type.Enum([1, 2, 3], { description: '1 Mr., 2 Mrs., 3 Ms.' })),
    Sex: Nullable(Type.Enum([0, 1, 3], { description: '0 woman, 1 male, 3 undefined.' })),
    About: Nullable(Type.String()),
    Profil: Nullable(Type.String()),
    Role: Type.Enum(USER_ROLES),
    Photo: Nullable(UserPhotoSchema),
  },
  { additionalProperties: false },
);
export type User = Static<typeof UserSchema>;

export const MeResponseSchema = Type.Object({ user: UserSchema }, { additionalProperties: false });
export type MeResponse = Static<typeof MeResponseSchema>;

export const LoginBodySchema = Type.Object(
  { email: Type.String({ maxLength: 254 }), password: Type.String({ maxLength: 256 }) },
  { additionalProperties: false },
);
export type LoginPayload = Static<typeof LoginBodySchema>;

export const RegisterBodySchema = Type.Object(
  {
    firstname: Type.String({ maxLength: 80 }),
    lastname: Type.String({ maxLength: 80 }),
    email: Type.String({ maxLength: 254 }),
    password: Type.String({ maxLength: 256 }),
  },
  { additionalProperties: false },
);
export type RegisterPayload = Static<typeof RegisterBodySchema>;
