import {
  achievements,
  goals,
  learningHistory,
  studySessions,
  userAchievements,
  videoProgress,
} from '../schema/index.ts';
import type { Catalog } from './catalog.ts';
import type { SeedContext } from './context.ts';
import { dayString, daysAgo } from './time.ts';

const ACHIEVEMENTS = [
  {
    slug: 'first-steps',
    title: 'First Steps',
    description: 'Complete your first lesson.',
    type: 'lessons',
    icon: 'footprints',
    category: 'learning',
    rarity: 'common',
    points: 10,
  },
  {
    slug: 'course-finisher',
    title: 'Course Finisher',
    description: 'Complete an entire course.',
    type: 'courses',
    icon: 'graduation-cap',
    category: 'learning',
    rarity: 'uncommon',
    points: 50,
  },
  {
    slug: 'week-streak',
    title: 'On a Roll',
    description: 'Study seven days in a row.',
    type: 'streak',
    icon: 'flame',
    category: 'consistency',
    rarity: 'uncommon',
    points: 40,
  },
  {
    slug: 'quiz-ace',
    title: 'Quiz Ace',
    description: 'Score 100% on any quiz.',
    type: 'quizzes',
    icon: 'target',
    category: 'mastery',
    rarity: 'rare',
    points: 60,
  },
  {
    slug: 'night-owl',
    title: 'Night Owl',
    description: 'Finish a lesson after 10 pm.',
    type: 'habits',
    icon: 'moon',
    category: 'habits',
    rarity: 'common',
    points: 15,
  },
  {
    slug: 'ten-hours',
    title: 'Ten Hours In',
    description: 'Study for a total of ten hours.',
    type: 'hours',
    icon: 'clock',
    category: 'consistency',
    rarity: 'rare',
    points: 80,
  },
  {
    slug: 'month-streak',
    title: 'Unstoppable',
    description: 'Study thirty days in a row.',
    type: 'streak',
    icon: 'trophy',
    category: 'consistency',
    rarity: 'epic',
    points: 150,
  },
  {
    slug: 'helpful-reviewer',
    title: 'Helpful Reviewer',
    description: 'Write three course reviews.',
    type: 'social',
    icon: 'message-circle',
    category: 'community',
    rarity: 'common',
    points: 20,
  },
  {
    slug: 'five-courses',
    title: 'Collector of Skills',
    description: 'Complete five courses.',
    type: 'courses',
    icon: 'layers',
    category: 'learning',
    rarity: 'legendary',
    points: 250,
  },
] as const;

export async function seedAchievements(ctx: SeedContext): Promise<Record<string, string>> {
  const rows = await ctx.tx
    .insert(achievements)
    .values(ACHIEVEMENTS.map((a) => ({ ...a, createdAt: daysAgo(ctx.now, 300) })))
    .returning({ id: achievements.id, slug: achievements.slug });
  return Object.fromEntries(rows.map((r) => [r.slug, r.id]));
}

/** [achievement slug, progress %, earned days ago or null] */
export type EarnedPlan = [string, number, number | null][];

export async function seedUserAchievements(
  ctx: SeedContext,
  userId: string,
  ids: Record<string, string>,
  plan: EarnedPlan,
) {
  await ctx.tx.insert(userAchievements).values(
    plan.map(([slug, progress, earned]) => ({
      userId,
      achievementId: ids[slug]!,
      progress,
      earnedAt: earned === null ? null : daysAgo(ctx.now, earned, 21),
    })),
  );
}

/**
 * Daily study sessions over `days` days with a few gaps, ending with a streak of `streak` days up to today.
 * Minutes vary by weekday so the analytics charts have shape.
 */
export async function seedStudySessions(
  ctx: SeedContext,
  userId: string,
  courseIds: string[],
  days: number,
  streak: number,
) {
  const rows = [];
  for (let d = days - 1; d >= 0; d -= 1) {
    const gap = d >= streak && d % 6 === 5;
    if (gap) continue;
    const minutes = 20 + ((d * 37) % 55) + (d % 7 === 0 ? 30 : 0);
    rows.push({
      userId,
      courseId: courseIds[d % courseIds.length] ?? null,
      studiedOn: dayString(ctx.now, d),
      minutes,
      points: Math.round(minutes / 3),
      lessonsCompleted: minutes > 45 ? 2 : 1,
      createdAt: daysAgo(ctx.now, d, 21),
    });
  }
  await ctx.tx.insert(studySessions).values(rows);
}

export interface GoalPlan {
  title: string;
  description: string;
  type: 'learning_hours' | 'time_spent' | 'course_completion' | 'streak' | 'quiz_score' | 'points';
  target: number;
  current: number;
  deadlineDays: number;
  priority: 'low' | 'medium' | 'high';
  status: 'active' | 'completed' | 'paused' | 'overdue';
  reward?: string;
}

export async function seedGoals(ctx: SeedContext, userId: string, plans: GoalPlan[]) {
  await ctx.tx.insert(goals).values(
    plans.map((g, i) => ({
      userId,
      title: g.title,
      description: g.description,
      type: g.type,
      targetValue: g.target,
      currentValue: g.current,
      deadline: daysAgo(ctx.now, -g.deadlineDays, 23, 59),
      priority: g.priority,
      status: g.status,
      reward: g.reward ?? null,
      createdAt: daysAgo(ctx.now, 25 - i * 3),
      completedAt: g.status === 'completed' ? daysAgo(ctx.now, 3 + i) : null,
    })),
  );
}

const ACTIONS = ['started', 'viewed', 'paused', 'resumed', 'completed'] as const;
const DEVICES = ['desktop', 'desktop', 'mobile', 'tablet'] as const;

/** One or two history events per study day over the last `days` days, in the given courses. */
export async function seedHistory(
  ctx: SeedContext,
  userId: string,
  catalog: Catalog,
  slugs: string[],
  days: number,
) {
  const rows = [];
  for (let d = 0; d < days; d += 1) {
    const course = catalog[slugs[d % slugs.length]!]!;
    const lesson = course.lessons[d % course.lessons.length]!;
    for (let k = 0; k < (d % 3 === 0 ? 2 : 1); k += 1) {
      const action = ACTIONS[(d + k * 4) % ACTIONS.length]!;
      rows.push({
        userId,
        courseId: course.id,
        lessonId: lesson.id,
        lessonTitle: lesson.title,
        action,
        durationSeconds: 300 + ((d * 131 + k * 47) % 1500),
        progress: action === 'completed' ? 100 : (d * 17 + k * 29) % 95,
        deviceType: DEVICES[(d + k) % DEVICES.length]!,
        location: d % 4 === 2 ? 'Oakland, USA' : 'San Francisco, USA',
        videoPosition: lesson.type === 'video' ? (d * 7) % 12 : null,
        occurredAt: daysAgo(ctx.now, d, 19 + k, (d * 13) % 60),
      });
    }
  }
  await ctx.tx.insert(learningHistory).values(rows);
}

export async function seedVideoProgress(ctx: SeedContext, userId: string, catalog: Catalog, slug: string) {
  const course = catalog[slug]!;
  const videos = course.lessons.filter((l) => l.type === 'video');
  await ctx.tx.insert(videoProgress).values(
    videos.map((lesson, i) => ({
      userId,
      courseId: course.id,
      lessonId: lesson.id,
      currentTime: i === 0 ? 12 : 6.5,
      duration: 12,
      progressPercentage: i === 0 ? 100 : 54,
      completed: i === 0,
      lastWatched: daysAgo(ctx.now, i, 20),
    })),
  );
}
