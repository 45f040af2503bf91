// Subscription plans and the user's subscriptions (docs/product/subscriptions.md#data; Status 1 is active:
// docs/product/subscriptions.md#subscription-status).
import Type, { type Static } from 'typebox';
import { CentsSchema, IsoDateTimeSchema, Nullable, UuidSchema } from '../common/schemas.ts';

export const PlanSchema = Type.Object(
  {
    Id: UuidSchema,
    Slug: Type.String(),
    Name: Type.String(),
    Description: Type.String(),
    Price: CentsSchema,
    Duration: Type.Integer({ description: 'Days of access one purchase gives.' }),
  },
  { additionalProperties: false },
);
export type Plan = Static<typeof PlanSchema>;

export const PlanListSchema = Type.Object({ plans: Type.Array(PlanSchema) }, { additionalProperties: false });
export type PlanList = Static<typeof PlanListSchema>;

export const SubscriptionSchema = Type.Object(
  {
    Id: UuidSchema,
    Status: Type.Integer({ description: '1 active, 2 cancelled, 3 expired.' }),
    Forfait: Type.Object({ Username: Type.String() }, { additionalProperties: false }),
    Plan: PlanSchema,
    OrderId: Nullable(UuidSchema),
    StartedAt: IsoDateTimeSchema,
    ExpiresAt: IsoDateTimeSchema,
    CancelledAt: Nullable(IsoDateTimeSchema),
    IsActive: Type.Boolean({ description: 'Status 1 and the period not over: access to every course.' }),
  },
  { additionalProperties: false },
);
export type Subscription = Static<typeof SubscriptionSchema>;

export const SubscriptionListSchema = Type.Object(
  { subscriptions: Type.Array(SubscriptionSchema) },
  { additionalProperties: false },
);
export type SubscriptionList = Static<typeof SubscriptionListSchema>;
