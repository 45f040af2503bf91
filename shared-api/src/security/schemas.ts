// Account security (docs/product/security.md#data): the settings, two-factor sign-in, backup codes, sessions
// and the recovery email. Secrets and codes never come back after they were shown once.
import Type, { type Static } from 'typebox';
import { IsoDateTimeSchema, Nullable } from '../common/schemas.ts';

const Closed = { additionalProperties: false } as const;

export const SecuritySettingsSchema = Type.Object(
  {
    TwoFactorEnabled: Type.Boolean(),
    EmailNotifications: Type.Boolean(),
    LoginAlerts: Type.Boolean(),
    SuspiciousActivityAlerts: Type.Boolean(),
    PasswordLastChanged: Nullable(IsoDateTimeSchema),
    RecoveryEmail: Nullable(Type.String()),
    PendingRecoveryEmail: Nullable(Type.String({ description: 'Waiting for its confirmation link.' })),
    BackupCodesRemaining: Type.Integer({ description: 'Unused backup codes; 0 when two-factor is off.' }),
  },
  Closed,
);
export type SecuritySettings = Static<typeof SecuritySettingsSchema>;

export const SecurityAlertsBodySchema = Type.Object(
  {
    EmailNotifications: Type.Boolean(),
    LoginAlerts: Type.Boolean(),
    SuspiciousActivityAlerts: Type.Boolean(),
  },
  Closed,
);
export type SecurityAlertsPayload = Static<typeof SecurityAlertsBodySchema>;

export const TwoFactorSetupSchema = Type.Object(
  {
    Secret: Type.String({ description: 'Base32, for typing into an authenticator by hand.' }),
    Uri: Type.String({ description: 'The otpauth:// URI the QR code carries.' }),
    QrSvg: Type.String({ description: 'The URI as a QR code, an SVG document.' }),
  },
  Closed,
);
export type TwoFactorSetup = Static<typeof TwoFactorSetupSchema>;

export const TwoFactorCodeBodySchema = Type.Object({ Code: Type.String({ maxLength: 32 }) }, Closed);

export const PasswordConfirmBodySchema = Type.Object({ Password: Type.String({ maxLength: 256 }) }, Closed);

/** Re-authentication (docs/product/auth.md#re-authentication): the password, and a code when two-factor is on. */
export const ReauthenticateBodySchema = Type.Object(
  {
    Password: Type.String({ maxLength: 256 }),
    Code: Type.Optional(
      Type.String({
        maxLength: 32,
        description: 'A 6-digit code or a backup code; required with two-factor on.',
      }),
    ),
  },
  Closed,
);
export type ReauthenticatePayload = Static<typeof ReauthenticateBodySchema>;

export const BackupCodesSchema = Type.Object(
  { BackupCodes: Type.Array(Type.String(), { description: 'Shown once; only their hashes are kept.' }) },
  Closed,
);
export type BackupCodes = Static<typeof BackupCodesSchema>;

export const SESSION_DEVICES = ['Desktop', 'Mobile', 'Tablet'] as const;

/**
 * A login session (docs/product/security.md#login-session). IsActive marks the session of the browser
 * asking.
 */
export const LoginSessionSchema = Type.Object(
  {
    Id: Type.String(),
    Slug: Type.String(),
    IpAddress: Nullable(Type.String()),
    UserAgent: Nullable(Type.String()),
    Location: Nullable(Type.String()),
    Device: Nullable(Type.Enum(SESSION_DEVICES)),
    Browser: Nullable(Type.String()),
    IsActive: Type.Boolean(),
    LastActivity: IsoDateTimeSchema,
    CreatedAt: IsoDateTimeSchema,
  },
  Closed,
);
export type LoginSession = Static<typeof LoginSessionSchema>;

export const RecoveryEmailBodySchema = Type.Object({ Email: Type.String({ maxLength: 254 }) }, Closed);

export const RecoveryConfirmQuerySchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 128 }) },
  Closed,
);

export const LoginChallengeSchema = Type.Object(
  {
    TwoFactorRequired: Type.Literal(true, {
      description: 'The password was right; POST /auth/login/two-factor with a code to finish.',
    }),
  },
  Closed,
);
