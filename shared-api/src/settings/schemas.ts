// The Settings page (ours): the portal's look, the time zone, and "Download my data".
import Type, { type Static } from 'typebox';
import { IsoDateTimeSchema, Nullable } from '../common/schemas.ts';
import { THEMES, FONT_SIZES, DATA_EXPORT_STATUSES } from './constants.ts';

const Closed = { additionalProperties: false } as const;
export type Theme = (typeof THEMES)[number];
export type FontSize = (typeof FONT_SIZES)[number];

export const UserSettingsSchema = Type.Object(
  {
    Theme: Type.Enum(THEMES),
    ReducedMotion: Type.Boolean(),
    FontSize: Type.Enum(FONT_SIZES),
    TimeZone: Nullable(Type.String({ description: 'An IANA zone; null follows the browser.' })),
  },
  Closed,
);
export type UserSettings = Static<typeof UserSettingsSchema>;

export const UserSettingsBodySchema = Type.Partial(
  Type.Object({
    ...UserSettingsSchema.properties,
    TimeZone: Nullable(Type.String({ minLength: 1, maxLength: 64 })),
  }),
  { ...Closed, minProperties: 1 },
);
export type UserSettingsPayload = Static<typeof UserSettingsBodySchema>;
export const DataExportSchema = Type.Object(
  {
    Id: Type.String(),
    Status: Type.Enum(DATA_EXPORT_STATUSES),
    Size: Nullable(Type.Integer()),
    CreatedAt: IsoDateTimeSchema,
    ReadyAt: Nullable(IsoDateTimeSchema),
    DownloadUrl: Nullable(Type.String()),
  },
  Closed,
);
export type DataExport = Static<typeof DataExportSchema>;

export const LatestDataExportSchema = Type.Object({ Export: Nullable(DataExportSchema) }, Closed);
export type LatestDataExport = Static<typeof LatestDataExportSchema>;
