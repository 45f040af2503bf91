import { useMemo } from 'react';
import { displayName } from '@portal/shared-api/core';
import type { SelectOption } from '@portal/shared-ui/forms';
import type { ReviewEntityType, SelectableCourse } from '@portal/shared-api/reviews';

/**
 * What the picker offers (docs/product/reviews.md#selectable-course): the enrolled courses, or for an
 * instructor review the creators of those courses. Whatever was already reviewed stays listed but cannot be
 * chosen again.
 */
export function useReviewSubjects(
  courses: SelectableCourse[] | undefined,
  type: ReviewEntityType,
): SelectOption[] {
  return useMemo(() => {
    if (!courses) return [];
    if (type !== 'instructor')
      return courses.map((course) => {
        const by = displayName(course.CreatedBy);
        return {
          value: course.Id,
          label: `${course.Title}${by ? ` (${by})` : ''}${course.ReviewSlug ? ' – already reviewed' : ''}`,
          disabled: Boolean(course.ReviewSlug),
        };
      });
    const byId = new Map<string, SelectOption>();
    for (const course of courses) {
      const { Id, Firstname, Lastname } = course.CreatedBy;
      if (byId.has(Id)) continue;
      const name = displayName({ Firstname, Lastname }) || 'Instructor';
      byId.set(Id, {
        value: Id,
        label: `${name}${course.InstructorReviewSlug ? ' – already reviewed' : ''}`,
        disabled: Boolean(course.InstructorReviewSlug),
      });
    }
    return [...byId.values()];
  }, [courses, type]);
}
