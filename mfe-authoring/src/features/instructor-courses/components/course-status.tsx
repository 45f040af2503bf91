import { HStack } from '@portal/shared-ui';
import { StatusBadge, type StatusTone } from '@portal/shared-ui/data';
import type { InstructorCourse } from '@portal/shared-api/course-authoring';

const LABELS: Record<InstructorCourse['Status'], string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};
const TONES: Record<InstructorCourse['Status'], StatusTone> = {
  draft: 'neutral',
  published: 'success',
  archived: 'warning',
};

/** Draft, Published or Archived, and whether a published course has edits not yet published. */
export function CourseStatus({ course }: { course: InstructorCourse }) {
  return (
    <HStack gap="1" wrap="wrap">
      <StatusBadge status={LABELS[course.Status]} tone={TONES[course.Status]} />
      {course.HasUnpublishedChanges && course.Status !== 'draft' ? (
        <StatusBadge status="Unpublished changes" tone="info" />
      ) : null}
    </HStack>
  );
}
