// Learning insights (docs/product/analytics.md#insights): computed from what the learner did, the defaults
// only when there is nothing in the range to learn from.
import {
  DEFAULT_INSIGHTS,
  STRONG_AREA_SCORE,
  STUDY_TIMES,
  WEAK_AREA_SCORE,
  WEEKLY_GOAL_MINUTES,
  average,
  studyTimeOf,
  type LearningInsights,
  type StudyTime,
} from '@portal/shared-api/contract/analytics';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** The daily pace that meets the weekly goal, rounded up to 5 minutes (45). */
const GOAL_PACE = Math.ceil(WEEKLY_GOAL_MINUTES / 7 / 5) * 5;
const MAX_RECOMMENDED = 120;

export type InsightInput = {
  /** Minutes per studied day in the range. */
  days: { day: string; minutes: number }[];
  /** Player events per local hour in the range. */
  hours: { hour: number; events: number }[];
  /** Best score of each quiz taken, with the course's category. */
  quizzes: { category: string; best: number }[];
};

/** The part of the day with the most recorded activity; ties go to the earlier part. */
function preferredTime(hours: InsightInput['hours']): StudyTime | null {
  const tally = new Map<StudyTime, number>();
  for (const { hour, events } of hours)
    tally.set(studyTimeOf(hour), (tally.get(studyTimeOf(hour)) ?? 0) + events);
  let best: StudyTime | null = null;
  for (const time of STUDY_TIMES)
    if ((tally.get(time) ?? 0) > (best ? (tally.get(best) ?? 0) : 0)) best = time;
  return best;
}

/** The weekday with the most minutes studied. */
function productiveDay(days: InsightInput['days']): string | null {
  const minutes = new Array<number>(7).fill(0);
  for (const { day, minutes: m } of days) minutes[new Date(`${day}T00:00:00Z`).getUTCDay()]! += m;
  const most = Math.max(...minutes);
  return most > 0 ? WEEKDAYS[minutes.indexOf(most)]! : null;
}

/** The learner's own daily average on days they study, at least the weekly goal's pace, at most 2 hours. */
function recommendedMinutes(days: InsightInput['days']): number {
  const mean = average(days.map((d) => d.minutes)) ?? 0;
  return Math.min(MAX_RECOMMENDED, Math.max(GOAL_PACE, Math.round(mean / 5) * 5));
}

/** Categories by mean best quiz score: strong from 80, weak below 70, the best (or worst) first. */
function areas(quizzes: InsightInput['quizzes']) {
  const byCategory = new Map<string, number[]>();
  for (const q of quizzes) byCategory.set(q.category, [...(byCategory.get(q.category) ?? []), q.best]);
  const scored = [...byCategory].map(([category, scores]) => ({ category, score: average(scores) ?? 0 }));
  return {
    strong: scored
      .filter((a) => a.score >= STRONG_AREA_SCORE)
      .sort((a, b) => b.score - a.score)
      .map((a) => a.category),
    weak: scored
      .filter((a) => a.score < WEAK_AREA_SCORE)
      .sort((a, b) => a.score - b.score)
      .map((a) => a.category),
  };
}

export function computeInsights(input: InsightInput): LearningInsights {
  const { strong, weak } = areas(input.quizzes);
  const active = input.days.length > 0 || input.hours.length > 0;
  if (!active) return { ...DEFAULT_INSIGHTS, StrongAreas: strong, WeakAreas: weak, IsDefault: true };
  return {
    PreferredStudyTime: preferredTime(input.hours) ?? DEFAULT_INSIGHTS.PreferredStudyTime,
    MostProductiveDay: productiveDay(input.days) ?? DEFAULT_INSIGHTS.MostProductiveDay,
    RecommendedStudyTime: recommendedMinutes(input.days),
    StrongAreas: strong,
    WeakAreas: weak,
    IsDefault: false,
  };
}
