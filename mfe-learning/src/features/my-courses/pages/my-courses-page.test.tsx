import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildEnrolledCourse, mockApi } from '@portal/shared-api/testing';
import type { EnrolledCourse } from '@portal/shared-api/enrollments';
import { useLocation } from '@portal/shared-ui/router';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { MyCoursesPage } from './my-courses-page.tsx';

/** Shows the address the page wrote, as the browser's location bar would. */
function LocationProbe() {
  const { search } = useLocation();
  return <output aria-label="Address query">{search}</output>;
}

function renderPage(route = '/user/courses') {
  return renderWithProviders(
    <>
      <MyCoursesPage />
      <LocationProbe />
    </>,
    { route },
  );
}

const react = buildEnrolledCourse({
  Title: 'Advanced React Development',
  Slug: 'advanced-react',
  Instructor: { Id: 'i-1', Username: 'Jordan Lee', Avatar: null },
  Category: 'Programming',
  Progress: 40,
  LastLessonId: 'lesson-7',
  LastAccessedAt: '2026-11-20T10:00:00.000Z',
});
const design = buildEnrolledCourse({
  Title: 'UI Design Basics',
  Slug: 'ui-design',
  Instructor: { Id: 'i-2', Username: 'Sam Rivera', Avatar: null },
  Category: 'Design',
  Progress: 100,
  Status: 'completed',
  LastAccessedAt: '2026-11-10T10:00:00.000Z',
});
const marketing = buildEnrolledCourse({
  Title: 'Content Marketing',
  Slug: 'content-marketing',
  Instructor: { Id: 'i-3', Username: 'Jordan Lee', Avatar: null },
  Category: 'Marketing',
  Progress: 0,
  Status: 'not_started',
  LastAccessedAt: null,
  LastLessonId: null,
  IsRemovedFromLibrary: true,
});

function serve(courses: EnrolledCourse[]) {
  return mockApi({ 'GET /api/enrollments/user': () => ({ status: 200, body: courses }) });
}

const cardTitles = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
const addressQuery = () => screen.getByLabelText('Address query').textContent;

describe('MyCoursesPage', () => {
  it("says 'Loading your courses...' over a skeleton while the enrolments load", () => {
    mockApi({ 'GET /api/enrollments/user': () => new Promise(() => {}) });
    renderPage();
    expect(screen.getByText('Loading your courses...')).toBeInTheDocument();
    expect(screen.getByLabelText('Loading course cards')).toBeInTheDocument();
  });

  it("shows 'Failed to load courses' with the message, and loads again on 'Try Again'", async () => {
    let isFailing = true;
    mockApi({
      'GET /api/enrollments/user': () =>
        isFailing
          ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'It failed.' } }
          : { status: 200, body: [react] },
    });
    const { user } = renderPage();
    expect(await screen.findByText('Failed to load courses')).toBeInTheDocument();
    expect(screen.getByText('It failed.')).toBeInTheDocument();
    isFailing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Advanced React Development' })).toBeInTheDocument();
  });

  it("offers 'Browse Courses' when the student has no enrolment", async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText("You haven't enrolled in any courses yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows the four stats and counts every enrolment per tab, removed-from-library ones included', async () => {
    serve([react, design, marketing]);
    renderPage();
    expect(await screen.findByRole('tab', { name: 'All (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'In Progress (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Completed (1)' })).toBeInTheDocument();
    const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;
    expect(within(stat('Total Courses')).getByText('3')).toBeInTheDocument();
    expect(within(stat('In Progress')).getByText('2')).toBeInTheDocument();
    expect(within(stat('Completed')).getByText('1')).toBeInTheDocument();
    expect(within(stat('Avg Progress')).getByText('47%')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Advanced React Development', 'UI Design Basics', 'Content Marketing']);
  });

  it('shows each card with its instructor, progress, last visit and the way into the player', async () => {
    serve([react, design, marketing]);
    renderPage();
    const card = await screen.findByRole('article', { name: 'Advanced React Development' });
    expect(within(card).getByText('Jordan Lee')).toBeInTheDocument();
    expect(
      within(card).getByRole('progressbar', { name: 'Advanced React Development progress' }),
    ).toHaveAttribute('aria-valuenow', '40');
    expect(within(card).getByText('40%')).toBeInTheDocument();
    expect(within(card).getByText(/^Last accessed: /)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Continue Learning/ })).toHaveAttribute(
      'href',
      '/user/courses/advanced-react/read/lesson-7',
    );
    const completed = screen.getByRole('article', { name: 'UI Design Basics' });
    expect(within(completed).getByRole('link', { name: /^Review Course/ })).toBeInTheDocument();
    const fresh = screen.getByRole('article', { name: 'Content Marketing' });
    expect(within(fresh).getByText('Not started yet')).toBeInTheDocument();
    expect(within(fresh).getByRole('link', { name: /^Continue Learning/ })).toHaveAttribute(
      'href',
      '/user/courses/content-marketing/read',
    );
  });

  it('keeps the cover named by a placeholder when the image fails to load', async () => {
    serve([{ ...react, Thumbnail: '/public/upload/missing.jpg' }]);
    renderPage();
    const image = await screen.findByRole('img', { name: 'Cover of Advanced React Development' });
    expect(image.tagName).toBe('IMG');
    fireEvent.error(image);
    const placeholder = screen.getByRole('img', { name: 'Cover of Advanced React Development' });
    expect(placeholder.tagName).not.toBe('IMG');
  });

  it('shows only the chosen tab’s courses and puts the tab in the URL', async () => {
    serve([react, design, marketing]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Completed (1)' }));
    await waitFor(() => expect(cardTitles()).toEqual(['UI Design Basics']));
    expect(addressQuery()).toBe('?tab=completed');
    await user.click(screen.getByRole('tab', { name: 'In Progress (2)' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Advanced React Development', 'Content Marketing']));
  });

  it('narrows the cards and the tab counts by title, instructor or category, with the search in the URL', async () => {
    serve([react, design, marketing]);
    const { user } = renderPage();
    await user.type(await screen.findByRole('searchbox', { name: 'Search courses' }), 'jordan');
    expect(await screen.findByRole('tab', { name: 'All (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Completed (0)' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Advanced React Development', 'Content Marketing']);
    expect(addressQuery()).toBe('?q=jordan');
    await user.clear(screen.getByRole('searchbox', { name: 'Search courses' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'design');
    expect(await screen.findByRole('tab', { name: 'All (1)' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['UI Design Basics']);
  });

  it("says 'No courses found' when the search matches nothing", async () => {
    serve([react, design]);
    renderPage('/user/courses?q=kubernetes');
    expect(await screen.findByText('No courses found')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('sorts by last access by default, then as chosen, and keeps the sort in the URL', async () => {
    serve([design, marketing, react]);
    const { user } = renderPage();
    await screen.findAllByRole('article');
    expect(cardTitles()).toEqual(['Advanced React Development', 'UI Design Basics', 'Content Marketing']);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(select, 'Title A-Z');
    expect(cardTitles()).toEqual(['Advanced React Development', 'Content Marketing', 'UI Design Basics']);
    expect(addressQuery()).toBe('?sort=title-asc');
    await user.selectOptions(select, 'Progress high to low');
    expect(cardTitles()).toEqual(['UI Design Basics', 'Advanced React Development', 'Content Marketing']);
    await user.selectOptions(select, 'Progress low to high');
    expect(cardTitles()).toEqual(['Content Marketing', 'Advanced React Development', 'UI Design Basics']);
  });

  it('reads the search, sort and tab from the URL and falls back to the defaults on unknown values', async () => {
    serve([react, design, marketing]);
    renderPage('/user/courses?q=o&sort=title-desc&tab=in-progress');
    expect(await screen.findByRole('tab', { name: 'In Progress (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('o');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('title-desc');
    expect(cardTitles()).toEqual(['Content Marketing', 'Advanced React Development']);
  });

  it('shows all courses sorted by last access when the sort and tab in the URL are unknown', async () => {
    serve([react, design, marketing]);
    renderPage('/user/courses?sort=newest&tab=archived');
    expect(await screen.findByRole('tab', { name: 'All (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('recent');
    expect(cardTitles()).toEqual(['Advanced React Development', 'UI Design Basics', 'Content Marketing']);
  });
});
