// Under a course in the cart's summary: a learner who can already follow it (a plan covers every course) is
// told before paying; a failed check says so and changes nothing (docs/product/cart-and-checkout.md#checkout).
import { Text } from '@portal/shared-ui';
import { CHECKOUT_TEXTS } from '@portal/shared-api/checkout';
import { ENROLLMENT_TEXTS, useCourseAccess } from '@portal/shared-api/enrollments';

export function CourseAccessNote({ courseId }: { courseId: string }) {
  const { data, error } = useCourseAccess(courseId);
  if (error)
    return (
      <Text fontSize="sm" color="fg.muted" role="status">
        {ENROLLMENT_TEXTS.checkAccessFailed}
      </Text>
    );
  if (!data?.hasAccess) return null;
  return (
    <Text fontSize="sm" color="orange.fg" role="status">
      {CHECKOUT_TEXTS.alreadyFollowing}
    </Text>
  );
}
