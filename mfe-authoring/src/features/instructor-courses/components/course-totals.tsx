import { SimpleGrid } from '@portal/shared-ui';
import { StatCard } from '@portal/shared-ui/data';
import { formatMoney } from '@portal/shared-api/core';
import type { InstructorCourseList } from '@portal/shared-api/course-authoring';

/** The instructor's totals above the list. */
export function CourseTotals({ totals }: { totals: InstructorCourseList['totals'] }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
      <StatCard label="Courses" value={totals.Courses} />
      <StatCard label="Published" value={totals.Published} />
      <StatCard label="Students" value={totals.Students} />
      <StatCard label="Revenue" value={formatMoney(totals.RevenueCents)} />
    </SimpleGrid>
  );
}
