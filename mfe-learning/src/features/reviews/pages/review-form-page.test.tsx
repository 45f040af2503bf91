import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@portal/shared-api/core';
import {
  buildReview,
  buildSelectableCourse,
  buildUser,
  mockApi,
  type MockHandler,
} from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { Route, Routes } from '@portal/shared-ui/router';
import { REVIEW_TEXTS } from '@portal/shared-api/reviews';
import { ReviewFormPage } from './review-form-page.tsx';

const user = buildUser();
const css = buildSelectableCourse({ Title: 'Modern CSS Techniques' });
const reviewed = buildSelectableCourse({ Title: 'JavaScript Fundamentals', ReviewSlug: 'js-review' });
const existing = buildReview({
  Slug: 'grid-review',
  Title: 'Grid finally makes sense',
  Score: 4,
  Review: 'Loved it.',
});

function api(extra: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/ratings/courses': () => ({ body: { courses: [css, reviewed], countTotal: 2 } }),
    [`GET /api/ratings/${existing.Slug}`]: () => ({ body: existing }),
    'POST /api/ratings': (request) => ({ status: 201, body: buildReview(request.body as object) }),
    [`PUT /api/ratings/${existing.Slug}`]: (request) => ({
      body: { ...existing, ...(request.body as object) },
    }),
    ...extra,
  });
}
const render = (route: string | { pathname: string; state: unknown }) => {
  act(() => authStore.getState().setUser(user));
  return renderWithProviders(
    <Routes>
      <Route path="/reviews/write" element={<ReviewFormPage />} />
      <Route path="/reviews/edit/:slug" element={<ReviewFormPage />} />
      <Route path="/user/reviews" element={<p>My Reviews list</p>} />
    </Routes>,
    { route },
  );
};
const submit = () => screen.getByRole('button', { name: 'Submit Review' });

describe('ReviewFormPage', () => {
  afterEach(() => act(() => authStore.getState().setUser(null)));

  it('preselects the course of ?courseId=, keeps Submit off until rated, and submits to My Reviews with the toast', async () => {
    const calls = api();
    render(`/reviews/write?courseId=${css.Id}`);
    const course = await screen.findByLabelText(/Course/);
    expect(course).toHaveValue(css.Id);
    expect(
      screen.getByRole('option', { name: 'JavaScript Fundamentals (Sarah Johnson) – already reviewed' }),
    ).toBeDisabled();
    expect(submit()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    expect(screen.getByText('Excellent - Highly recommended')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    await userEvent.type(screen.getByLabelText(/Review title/), '  Grid at last ');
    await userEvent.type(screen.getByLabelText(/Your review/), 'Clear and practical.');
    expect(screen.getAllByTestId('char-counter')[0]).toHaveTextContent('15/100 characters');
    await userEvent.click(submit());
    expect(await screen.findByText('My Reviews list')).toBeInTheDocument();
    expect(await screen.findByText(REVIEW_TEXTS.submitted)).toBeInTheDocument();
    expect(calls.calls.find((c) => c.method === 'POST')!.body).toEqual({
      EntityType: 'course',
      EntityId: css.Id,
      Score: 5,
      Title: 'Grid at last',
      Review: 'Clear and practical.',
    });
  });

  it('preselects a course passed in navigation state', async () => {
    api();
    render({ pathname: '/reviews/write', state: { courseId: css.Id } });
    expect(await screen.findByLabelText(/Course/)).toHaveValue(css.Id);
  });

  it('offers the instructors of the enrolled courses for ?type=instructor, once each', async () => {
    api();
    render(`/reviews/write?type=instructor&courseId=${css.Id}`);
    const picker = await screen.findByLabelText(/Instructor/);
    expect(picker).toHaveValue(css.CreatedBy.Id);
    expect(screen.getAllByRole('option', { name: 'Sarah Johnson' })).toHaveLength(1);
  });

  it('keeps Submit off with no course chosen, and checks the title before the review', async () => {
    api();
    render('/reviews/write');
    const course = await screen.findByLabelText(/Course/);
    expect(course).toHaveValue('');
    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(submit()).toBeDisabled();
    await userEvent.selectOptions(course, css.Id);
    await userEvent.type(screen.getByLabelText(/Review title/), '   ');
    await userEvent.click(submit());
    expect(await screen.findByText(REVIEW_TEXTS.titleRequired)).toBeInTheDocument();
    expect(await screen.findByText(REVIEW_TEXTS.reviewRequired)).toBeInTheDocument();
  });

  it('edits without the picker, sends the change by slug and says it was updated', async () => {
    const calls = api();
    render(`/reviews/edit/${existing.Slug}`);
    const title = await screen.findByLabelText(/Review title/);
    expect(title).toHaveValue('Grid finally makes sense');
    expect(screen.queryByLabelText(/Course/)).not.toBeInTheDocument();
    await userEvent.clear(title);
    await userEvent.type(title, 'Grid, explained');
    await userEvent.click(screen.getByRole('button', { name: 'Update Review' }));
    expect(await screen.findByText(REVIEW_TEXTS.updated)).toBeInTheDocument();
    expect(calls.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      Score: 4,
      Title: 'Grid, explained',
      Review: 'Loved it.',
    });
  });

  it('keeps what was typed and says why when the server refuses: 400, 500, or its own message', async () => {
    const answers = [
      { status: 400, body: { message: 'Unknown field: x' } },
      { status: 500, body: { message: 'boom' } },
      { status: 409, body: { message: REVIEW_TEXTS.alreadyReviewed } },
    ];
    api({ 'POST /api/ratings': () => answers.shift()! });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(`/reviews/write?courseId=${css.Id}`);
    await userEvent.click(await screen.findByRole('radio', { name: '4 stars' }));
    await userEvent.type(screen.getByLabelText(/Review title/), 'Title');
    await userEvent.type(screen.getByLabelText(/Your review/), 'Text');
    for (const message of [REVIEW_TEXTS.invalid, REVIEW_TEXTS.serverError, REVIEW_TEXTS.alreadyReviewed]) {
      await userEvent.click(submit());
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/Review title/)).toHaveValue('Title');
    error.mockRestore();
  });

  it('says so when the review to edit does not exist', async () => {
    api();
    render('/reviews/edit/unknown');
    expect(await screen.findByText(REVIEW_TEXTS.notFound)).toBeInTheDocument();
  });

  it('goes back to My Reviews on Cancel', async () => {
    api();
    render('/reviews/write');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByText('My Reviews list')).toBeInTheDocument());
  });
});
