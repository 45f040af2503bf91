import { Button, Card, Heading, SimpleGrid, Stack, Text, toaster } from '@portal/shared-ui';
import { CardGridSkeleton, CoverImage, PageFrame, PriceTag, QueryState } from '@portal/shared-ui/data';
import { Link, useParams } from '@portal/shared-ui/router';
import { formatMoney, useAuth, type ApiError } from '@portal/shared-api/core';
import { useAddToCart } from '@portal/shared-api/cart';
import { SAVED_COURSES_TEXTS, useSharedList } from '@portal/shared-api/saved-courses';

/** /wishlist/shared/:token, public: someone's saved list or public collection, read-only. */
export function SharedListPage() {
  const { token } = useParams();
  const query = useSharedList(token);
  const { user } = useAuth();
  const add = useAddToCart();
  return (
    <QueryState
      query={query}
      errorTitle="Failed to load the shared list"
      notFound={
        <Text role="alert" p="6">
          {SAVED_COURSES_TEXTS.sharedNotFound}
        </Text>
      }
      loading={<CardGridSkeleton count={3} label="Loading the shared list" />}
    >
      {(list) => (
        <PageFrame
          title={list.Title}
          description={`Shared by ${list.Owner}${list.Description ? `: ${list.Description}` : ''}`}
        >
          <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
            {list.Courses.map((course) => (
              <Card.Root as="article" key={course.Id} aria-label={course.Title} overflow="hidden">
                <CoverImage src={course.Thumbnail} alt="" />
                <Card.Body gap="2" p="4">
                  <Heading as="h2" size="sm">
                    <Link to={`/courses/${course.Slug}`}>{course.Title}</Link>
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {course.Instructor}
                  </Text>
                  <PriceTag price={course.Price} originalPrice={course.OriginalPrice} format={formatMoney} />
                  {user && course.Price > 0 ? (
                    <Stack>
                      <Button
                        size="sm"
                        onClick={() =>
                          void add
                            .trigger(course.Id)
                            .then(() =>
                              toaster.create({ type: 'success', title: 'Item added to cart successfully!' }),
                            )
                            .catch((error: ApiError) =>
                              toaster.create({
                                type: 'error',
                                title: 'Failed to add item to cart. Please try again later.',
                                description: error.message,
                              }),
                            )
                        }
                        aria-label={`Add to cart: ${course.Title}`}
                      >
                        Add to cart
                      </Button>
                    </Stack>
                  ) : null}
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </PageFrame>
      )}
    </QueryState>
  );
}
