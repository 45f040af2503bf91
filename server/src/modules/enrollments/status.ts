// The two rules an enrolment's stored progress and status follow, with no database: the service that
// recalculates an enrolment and the demo seed both use them, so the demo shows what the code would compute.
import type { EnrollmentStatus } from '@portal/shared-api/contract/enrollments';

/** Share of the course's lessons completed, in whole percent; 0 for a course without lessons. */
export function progressShare(completedLessons: number, totalLessons: number): number {
  if (totalLessons <= 0) return 0;
  return Math.min(100, Math.round((100 * completedLessons) / totalLessons));
}

/**
 * The status (docs/product/enrollments.md#status-and-progress): a completed course stays completed; a paused
 * one stays paused until the student resumes it; otherwise the progress says where the student is.
 */
export function enrollmentStatus(state: {
  isCompleted: boolean;
  isPaused: boolean;
  progress: number;
}): EnrollmentStatus {
  if (state.isCompleted) return 'completed';
  if (state.isPaused) return 'paused';
  if (state.progress >= 100) return 'completed';
  return state.progress > 0 ? 'in_progress' : 'not_started';
}
