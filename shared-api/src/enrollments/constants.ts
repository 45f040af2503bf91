// The enrollments domain's lists and limits, below its schemas: the TypeBox schemas validate with them and
// the contract re-exports them, so neither imports the other's values.

/** 03 §4: not started, in progress, completed; paused is the student's choice (03 §9 status filter). */
export const ENROLLMENT_STATUSES = ['not_started', 'in_progress', 'completed', 'paused'] as const;

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

/** 01 §1: free courses enrol in one call; paid ones are bought; a subscription covers the rest. */
export const ENROLLMENT_ACCESS = ['free', 'purchased', 'subscription'] as const;
