// How the Library names levels and colours statuses.
import type { CourseLevel, EnrollmentStatus } from '@portal/shared-api/enrollments';
import type { StatusTone } from '@portal/shared-ui/data';

export const LEVEL_LABELS: Record<CourseLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const STATUS_TONES: Record<EnrollmentStatus, StatusTone> = {
  in_progress: 'info',
  paused: 'warning',
  not_started: 'neutral',
  completed: 'success',
};
