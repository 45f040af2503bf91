// The enrollments domain's lists and limits, below its schemas: the TypeBox schemas validate with them and
// the contract re-exports them, so neither imports the other's values.

/**
 * Not started, in progress, completed; paused is the student's choice, from the Library's status filter
 * (docs/product/enrollments.md#status-and-progress).
 */
export const ENROLLMENT_STATUSES = ['not_started', 'in_progress', 'completed', 'paused'] as const;

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

/**
 * Free courses enrol in one call; paid ones are bought; a subscription covers the rest
 * (docs/product/enrollments.md#who-may-follow-a-course).
 */
export const ENROLLMENT_ACCESS = ['free', 'purchased', 'subscription'] as const;
