import { Button, Card, Stack, Text } from '@portal/shared-ui';
import { CoverImage, PriceTag } from '@portal/shared-ui/data';
import { Link as RouterLink } from '@portal/shared-ui/router';
import { formatDuration, formatMoney } from '@portal/shared-api/core';
import { CATALOG_TEXTS, type CourseDetail } from '@portal/shared-api/catalog';
import { useCourseActions } from '../hooks/use-course-actions.ts';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric' });

/**
 * The course page's price and actions, by the visitor's state: free, paid, subscription
 * (docs/product/catalog.md#course-page).
 */
export function BuyBox({ course }: { course: CourseDetail }) {
  const { run, busy, playerPath } = useCourseActions(course);
  const viewer = course.Viewer;
  const isFree = course.Price === 0;
  const canOpen = viewer?.HasAccess || viewer?.IsOwner || (isFree && viewer?.IsEnrolled);

  let actions;
  if (canOpen) {
    actions = (
      <Button asChild size="lg">
        <RouterLink to={playerPath}>{CATALOG_TEXTS.goToCourse}</RouterLink>
      </Button>
    );
  } else if (isFree) {
    actions = (
      <Button size="lg" loading={busy === 'enroll'} onClick={() => void run('enroll')}>
        {CATALOG_TEXTS.enrollFree}
      </Button>
    );
  } else if (viewer?.PendingOrderId) {
    actions = (
      <Button asChild size="lg" variant="outline">
        <RouterLink to={`/user/orders/${viewer.PendingOrderId}`}>{CATALOG_TEXTS.pendingPayment}</RouterLink>
      </Button>
    );
  } else {
    actions = (
      <>
        {viewer?.InCart ? (
          <Button asChild size="lg" variant="outline">
            <RouterLink to="/cart">{CATALOG_TEXTS.inCart}</RouterLink>
          </Button>
        ) : (
          <Button size="lg" variant="outline" loading={busy === 'cart'} onClick={() => void run('cart')}>
            {CATALOG_TEXTS.addToCart}
          </Button>
        )}
        <Button size="lg" loading={busy === 'buy'} onClick={() => void run('buy')}>
          {CATALOG_TEXTS.buyNow}
        </Button>
      </>
    );
  }

  const saved = Boolean(viewer?.WishlistItemId);
  return (
    <Card.Root as="aside" aria-label="Enrolment" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
      <CoverImage src={course.CoverImage} alt="" />
      <Card.Body gap="4">
        <Stack gap="1">
          <PriceTag
            price={course.Price}
            originalPrice={course.OriginalPrice}
            format={formatMoney}
            size="lg"
          />
          {course.OnSale && course.SaleEndsAt ? (
            <Text fontSize="sm" color="red.fg">
              Sale ends {dateOf(course.SaleEndsAt)}
            </Text>
          ) : null}
        </Stack>
        <Stack gap="2">{actions}</Stack>
        {!canOpen ? (
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={saved}
            loading={busy === 'save'}
            onClick={() => void run('save')}
          >
            {saved ? CATALOG_TEXTS.savedToWishlist : CATALOG_TEXTS.saveToWishlist}
          </Button>
        ) : null}
        {!isFree && !canOpen ? (
          <Text fontSize="sm" color="fg.muted">
            Or get every course with a plan:{' '}
            <RouterLink to="/checkout?plan=" style={{ textDecoration: 'underline' }}>
              see plans
            </RouterLink>
          </Text>
        ) : null}
        <Stack as="ul" gap="1" fontSize="sm" color="fg.muted" listStyleType="none">
          <li>{course.LessonsCount} lessons</li>
          <li>{formatDuration(course.Duration)} of content</li>
          <li>Taught in {course.Language}</li>
          {course.HasCertificate ? <li>Certificate of completion</li> : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
