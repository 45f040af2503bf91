// /reviews/write and /reviews/edit/:slug (docs/product/reviews.md#write-or-edit-a-review): the form reads
// the review from the :slug (or id) parameter, what to review from ?courseId= and ?type= or a courseId
// passed in navigation state. Editing hides the picker. Cancel and success both go to /user/reviews, with
// the toasts of docs/product/reviews.md#texts.
import { Box, NotFoundState, toaster } from '@portal/shared-ui';
import { ListSkeleton, PageFrame, QueryState } from '@portal/shared-ui/data';
import { useLocation, useNavigate, useParams } from '@portal/shared-ui/router';
import { oneOf, optionalText, useUrlState } from '@portal/shared-ui/routing';
import { ApiError } from '@portal/shared-api/core';
import {
  REVIEW_ENTITY_TYPES,
  REVIEW_TEXTS,
  reviewFailureMessage,
  useCreateReview,
  useReview,
  useReviewableCourses,
  useUpdateReview,
  type ReviewFormValues,
} from '@portal/shared-api/reviews';
import { ReviewForm } from '../components/review-form.tsx';
import { useReviewSubjects } from '../hooks/use-review-subjects.ts';

const BACK = '/user/reviews';

function useFailure(editing: boolean) {
  return (error: unknown) => {
    const status = error instanceof ApiError ? error.status : undefined;
    const message = error instanceof Error ? error.message : undefined;
    // A 500's text points at the console (docs/product/reviews.md#texts), so leave the details there.
    if (status === 500) console.error('Review submit failed', error);
    toaster.create({ type: 'error', title: reviewFailureMessage(editing, status, message) });
  };
}

// ?type=instructor&courseId=: a link from a course names what to review.
const WRITE_PARAMS = {
  type: oneOf(REVIEW_ENTITY_TYPES, 'course'),
  courseId: optionalText(),
};

function WriteReview() {
  const navigate = useNavigate();
  const { params } = useUrlState(WRITE_PARAMS);
  const state = useLocation().state as { courseId?: unknown } | null;
  const { type } = params;
  const courses = useReviewableCourses();
  const subjects = useReviewSubjects(courses.data?.courses, type);
  const create = useCreateReview();
  const fail = useFailure(false);

  const wanted = params.courseId ?? (typeof state?.courseId === 'string' ? state.courseId : '');
  // A course named in the link is preselected when it can still be reviewed; for an instructor review, the
  // course's creator.
  const course = courses.data?.courses.find((c) => c.Id === wanted);
  const preselected = type === 'instructor' ? (course?.CreatedBy.Id ?? '') : (course?.Id ?? '');
  const choosable = subjects.some((s) => s.value === preselected && !s.disabled);
  const initialValues: ReviewFormValues = {
    EntityType: type,
    EntityId: choosable ? preselected : '',
    Score: 0,
    Title: '',
    Review: '',
  };

  return (
    <QueryState
      query={courses}
      errorTitle={REVIEW_TEXTS.loadFailed}
      loading={<ListSkeleton count={3} label="Loading your courses" />}
    >
      {() => (
        <ReviewForm
          initialValues={initialValues}
          subjects={subjects}
          onCancel={() => void navigate(BACK)}
          onSubmit={async (values) => {
            try {
              await create.trigger({
                EntityType: values.EntityType,
                EntityId: values.EntityId,
                Score: values.Score,
                Title: values.Title.trim(),
                Review: values.Review.trim(),
              });
            } catch (error) {
              fail(error);
              return;
            }
            toaster.create({ type: 'success', title: REVIEW_TEXTS.submitted });
            void navigate(BACK);
          }}
        />
      )}
    </QueryState>
  );
}

function EditReview({ slug }: { slug: string }) {
  const navigate = useNavigate();
  const review = useReview(slug);
  const update = useUpdateReview();
  const fail = useFailure(true);
  return (
    <QueryState
      query={review}
      errorTitle={REVIEW_TEXTS.loadFailed}
      notFound={<NotFoundState title={REVIEW_TEXTS.notFound} description="It may have been deleted." />}
      loading={<ListSkeleton count={3} label="Loading the review" />}
    >
      {(current) => (
        <Box>
          <Box as="p" mb="4" color="fg.muted">
            About {current.Entity.Title}. Once changed, it is checked by a moderator again before it is
            published.
          </Box>
          <ReviewForm
            initialValues={{
              EntityType: current.EntityType,
              EntityId: current.EntityId,
              Score: current.Score,
              Title: current.Title,
              Review: current.Review,
            }}
            subjects={null}
            onCancel={() => void navigate(BACK)}
            onSubmit={async (values) => {
              try {
                await update.trigger({
                  slug: current.Slug,
                  review: { Score: values.Score, Title: values.Title.trim(), Review: values.Review.trim() },
                });
              } catch (error) {
                fail(error);
                return;
              }
              toaster.create({ type: 'success', title: REVIEW_TEXTS.updated });
              void navigate(BACK);
            }}
          />
        </Box>
      )}
    </QueryState>
  );
}

export function ReviewFormPage() {
  const { slug, id } = useParams();
  const key = slug ?? id;
  return (
    <PageFrame
      title={key ? 'Edit Review' : 'Write a Review'}
      description={
        key
          ? undefined
          : 'Tell other learners what you thought. Reviews are published once a moderator approves them.'
      }
    >
      {key ? <EditReview slug={key} /> : <WriteReview />}
    </PageFrame>
  );
}
