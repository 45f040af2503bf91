// Goals and achievements (docs/product/achievements.md#data). A goal's current value and status are computed
// by the server from the learner's activity; a body never sets them.
import Type, { type Static } from 'typebox';
import { IsoDateTimeSchema, Nullable } from '../common/schemas.ts';
import { GOAL_TITLE_MAX, GOAL_DESCRIPTION_MAX, GOAL_REWARD_MAX, GOAL_TARGET_MAX } from './constants.ts';
import { GOAL_TYPES, GOAL_PRIORITIES } from './constants.ts';

const Closed = { additionalProperties: false } as const;
export type GoalType = (typeof GOAL_TYPES)[number];
export type GoalPriority = (typeof GOAL_PRIORITIES)[number];
export const GOAL_STATUSES = ['active', 'completed', 'paused', 'overdue'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

export const GoalSchema = Type.Object(
  {
    Id: Type.String(),
    Title: Type.String(),
    Description: Type.String(),
    Type: Type.Enum(GOAL_TYPES),
    TargetValue: Type.Integer(),
    CurrentValue: Type.Number({ description: 'Computed from activity since the week the goal was set.' }),
    Progress: Type.Integer({ minimum: 0, maximum: 100, description: 'Percent, capped at 100.' }),
    Deadline: Nullable(IsoDateTimeSchema),
    Priority: Type.Enum(GOAL_PRIORITIES),
    Status: Type.Enum(GOAL_STATUSES),
    CreatedAt: IsoDateTimeSchema,
    CompletedAt: Nullable(IsoDateTimeSchema),
    Reward: Nullable(Type.String()),
  },
  Closed,
);
export type Goal = Static<typeof GoalSchema>;

const Day = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'The last day (YYYY-MM-DD); the goal runs to its end.',
});

export const GoalCreateSchema = Type.Object(
  {
    Title: Type.String({ minLength: 1, maxLength: GOAL_TITLE_MAX }),
    Description: Type.Optional(Type.String({ maxLength: GOAL_DESCRIPTION_MAX })),
    Type: Type.Optional(Type.Enum(GOAL_TYPES, { default: 'learning_hours' })),
    TargetValue: Type.Integer({ minimum: 1, maximum: GOAL_TARGET_MAX }),
    Deadline: Type.Optional(Nullable(Day)),
    Priority: Type.Optional(Type.Enum(GOAL_PRIORITIES, { default: 'medium' })),
    Reward: Type.Optional(Nullable(Type.String({ maxLength: GOAL_REWARD_MAX }))),
  },
  Closed,
);
export type GoalCreate = Static<typeof GoalCreateSchema>;

export const GoalUpdateSchema = Type.Partial(GoalCreateSchema, Closed);
export type GoalUpdate = Static<typeof GoalUpdateSchema>;

export const GoalQuerySchema = Type.Object(
  { tz: Type.Optional(Type.String({ maxLength: 64, description: 'IANA zone the deadline day ends in.' })) },
  Closed,
);

export const ACHIEVEMENT_RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;

export const AchievementSchema = Type.Object(
  {
    Id: Type.String(),
    Slug: Type.String(),
    Title: Type.String(),
    Description: Type.String(),
    Icon: Type.String(),
    Category: Type.String(),
    Rarity: Type.Enum(ACHIEVEMENT_RARITIES),
    Points: Type.Integer(),
    Progress: Type.Integer({ minimum: 0, maximum: 100 }),
    EarnedAt: Nullable(IsoDateTimeSchema),
  },
  Closed,
);
export type Achievement = Static<typeof AchievementSchema>;
