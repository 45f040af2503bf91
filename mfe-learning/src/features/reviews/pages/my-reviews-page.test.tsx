import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@portal/shared-api/core';
import { buildReview, buildReviewList, buildUser, mockApi } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { useLocation } from '@portal/shared-ui/router';
import { REVIEW_TEXTS, type Review } from '@portal/shared-api/reviews';
import { MyReviewsPage } from './my-reviews-page.tsx';

const user = buildUser();
const reviews = [
  buildReview({
    Title: 'Grid finally makes sense',
    Score: 4,
    Status: 'published',
    IsApproved: true,
    HelpfulCount: 6,
  }),
  buildReview({
    Title: 'Dense but very practical',
    Score: 4,
    Entity: { Title: 'Advanced React', Url: '/courses/react', Image: null },
  }),
  buildReview({
    Title: 'Sarah explains the why',
    Score: 5,
    EntityType: 'instructor',
    Status: 'published',
    IsApproved: true,
    Entity: { Title: 'Sarah Johnson', Url: null, Image: null },
  }),
  buildReview({
    Title: 'Too fast',
    Score: 2,
    Status: 'rejected',
    RejectionReason: 'Please keep it about the course',
  }),
];

function api(list: Review[] | 'fail') {
  return mockApi({
    [`GET /api/ratings/user/${user.Id}`]: () =>
      list === 'fail'
        ? { status: 500, body: { message: 'Database unavailable' } }
        : { body: buildReviewList(list) },
  });
}
function LocationProbe() {
  return <output aria-label="Address query">{useLocation().search}</output>;
}
const render = (route = '/user/reviews') => {
  act(() => authStore.getState().setUser(user));
  return renderWithProviders(
    <>
      <MyReviewsPage />
      <LocationProbe />
    </>,
    { route },
  );
};

// Two courses reviewed (one of them also through a lesson) and an instructor.
const react = { Id: 'c-react', Title: 'Advanced React' };
const grid = { Id: 'c-grid', Title: 'Modern Grid Layouts' };
const byCourse = [
  buildReview({
    Title: 'Hooks at last',
    EntityId: react.Id,
    Entity: { Title: react.Title, Url: '/courses/react', Image: null },
  }),
  buildReview({
    Title: 'The effects lesson',
    EntityType: 'content',
    Entity: { Title: 'Effects', Url: null, Image: null },
    Course: react,
  }),
  buildReview({
    Title: 'Grid finally makes sense',
    EntityId: grid.Id,
    Entity: { Title: grid.Title, Url: '/courses/grid', Image: null },
  }),
  buildReview({
    Title: 'Sarah explains the why',
    EntityType: 'instructor',
    Entity: { Title: 'Sarah Johnson', Url: null, Image: null },
  }),
];

describe('MyReviewsPage', () => {
  afterEach(() => act(() => authStore.getState().setUser(null)));

  it('shows the figures, each review with its status, and counts per tab; the pending tab lists only pending ones', async () => {
    api(reviews);
    render();
    const figures = await screen.findByRole('region', { name: 'Review figures' });
    expect(within(figures).getByText('3.8')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All (4)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Pending (1)' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Not published: Please keep it about the course. Edit it to send it for review again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Advanced React' })).toHaveAttribute('href', '/courses/react');
    expect(
      screen.getByRole('img', { name: 'Sarah explains the why rating: 5 out of 5' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Excellent - Highly recommended')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Pending (1)' }));
    const pending = await screen.findByRole('list', { name: 'Pending reviews' });
    expect(within(pending).getAllByRole('listitem')).toHaveLength(1);
    expect(within(pending).getByText('Pending review')).toBeInTheDocument();
  });

  it('searches titles, text and subjects, filters by type, and asks the server for the chosen sort', async () => {
    const calls = api(reviews);
    render();
    await screen.findByRole('tab', { name: 'All (4)' });
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'instructor');
    expect(await screen.findByRole('tab', { name: 'All (1)' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'all');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search reviews' }), 'react');
    expect(await screen.findByRole('tab', { name: 'All (1)' })).toBeInTheDocument();
    expect(screen.getByText('Dense but very practical')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'lowest');
    await waitFor(() =>
      expect(calls.calls.some((c) => c.query.sortBy === 'lowest' && c.query.take === '50')).toBe(true),
    );
  });

  it('filters by the courses the learner reviewed, a lesson’s course included, with the course in the URL', async () => {
    api(byCourse);
    render();
    await screen.findByRole('tab', { name: 'All (4)' });
    const course = screen.getByRole('combobox', { name: 'Course' });
    expect(
      within(course)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All courses', 'Advanced React', 'Modern Grid Layouts']);
    await userEvent.selectOptions(course, 'Advanced React');
    expect(await screen.findByRole('tab', { name: 'All (2)' })).toBeInTheDocument();
    expect(screen.getByText('Hooks at last')).toBeInTheDocument();
    expect(screen.getByText('The effects lesson')).toBeInTheDocument();
    expect(screen.queryByText('Grid finally makes sense')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address query' })).toHaveTextContent('?course=c-react');
  });

  it('reads the course filter from the URL, and shows every course for one the learner has not reviewed', async () => {
    api(byCourse);
    const { unmount } = render('/user/reviews?course=c-grid');
    expect(await screen.findByRole('tab', { name: 'All (1)' })).toBeInTheDocument();
    expect(screen.getByText('Grid finally makes sense')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Course' })).toHaveValue('c-grid');
    unmount();
    render('/user/reviews?course=c-gone');
    expect(await screen.findByRole('tab', { name: 'All (4)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Course' })).toHaveValue('');
  });

  it('says there are no reviews yet, with a way to write one', async () => {
    api([]);
    render();
    expect(await screen.findByText(REVIEW_TEXTS.none)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Write Review' })[0]).toHaveAttribute(
      'href',
      '/reviews/write',
    );
  });

  it('says when a search matches nothing', async () => {
    api(reviews);
    render('/user/reviews?q=zzz');
    expect(await screen.findByText(REVIEW_TEXTS.noMatch)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All (0)' })).toBeInTheDocument();
  });

  it('shows the failure with a retry when the reviews cannot be loaded', async () => {
    api('fail');
    render();
    expect(await screen.findByText(REVIEW_TEXTS.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Database unavailable');
  });
});
