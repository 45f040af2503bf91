import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import {
  buildEnrolledCourse,
  buildLearningOverview,
  mockApi,
  type MockRequest,
} from '@portal/shared-api/testing';
import type { EnrolledCourse, LibraryPayload } from '@portal/shared-api/enrollments';
import { toaster } from '@portal/shared-ui';
import { useLocation } from '@portal/shared-ui/router';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { LibraryPage } from './library-page.tsx';

function LocationProbe() {
  const { search } = useLocation();
  return <output aria-label="Address query">{search}</output>;
}

function renderPage(route = '/user/library') {
  return renderWithProviders(
    <>
      <LibraryPage />
      <LocationProbe />
    </>,
    { route },
  );
}

const failure = (message: string, status = 500) => ({
  status,
  body: { statusCode: status, error: 'Error', message },
});

/** A server holding the student's enrolments: reads answer the current list, writes change it. */
function serve(initial: EnrolledCourse[], overrides: Parameters<typeof mockApi>[0] = {}) {
  let courses = initial.map((course) => ({ ...course }));
  const find = ({ path }: MockRequest) => courses.find((course) => path.endsWith(`/${course.Id}`))!;
  const api = mockApi({
    'GET /api/enrollments/user': () => ({ status: 200, body: courses }),
    'GET /api/learning/overview': () => ({ status: 200, body: buildLearningOverview() }),
    'PUT /api/enrollments/library/:courseId': (request) => {
      const changed = { ...find(request), ...(request.body as LibraryPayload) };
      courses = courses.map((course) => (course.Id === changed.Id ? changed : course));
      return { status: 200, body: changed };
    },
    'POST /api/enrollments/complete/:courseId': (request) => {
      const changed = { ...find(request), Status: 'completed' as const, Progress: 100 };
      courses = courses.map((course) => (course.Id === changed.Id ? changed : course));
      return { status: 200, body: changed };
    },
    ...overrides,
  });
  return api;
}

const writes = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((call) => call.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));
const cardTitles = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
const card = (title: string) => screen.findByRole('article', { name: title });
const addressQuery = () => screen.getByLabelText('Address query').textContent;

const react = buildEnrolledCourse({
  Title: 'Advanced React Development',
  Slug: 'advanced-react',
  LastLessonId: 'lesson-7',
  Progress: 85,
  Rating: 4,
  Tags: ['react', 'hooks'],
  LastAccessedAt: '2026-11-20T10:00:00.000Z',
  EnrolledAt: '2026-09-01T10:00:00.000Z',
});
const design = buildEnrolledCourse({
  Title: 'UI Design Basics',
  Category: 'Design',
  Level: 'beginner',
  Status: 'completed',
  Progress: 100,
  Rating: 5,
  IsFavorite: true,
  CertificateUrl: '/api/certificates/cert-1/download',
  LastAccessedAt: '2026-11-15T10:00:00.000Z',
  EnrolledAt: '2026-10-01T10:00:00.000Z',
});
const marketing = buildEnrolledCourse({
  Title: 'Content Marketing',
  Category: 'Marketing',
  Level: 'beginner',
  Status: 'not_started',
  Progress: 0,
  Rating: 0,
  IsDownloaded: true,
  LastAccessedAt: null,
  EnrolledAt: '2026-11-01T10:00:00.000Z',
});
const removed = buildEnrolledCourse({
  Title: 'Old Course',
  IsRemovedFromLibrary: true,
  CertificateUrl: '/x',
});

describe('LibraryPage', () => {
  // The toast store outlives a test's render, and it shows 5 at most: let this test's toasts leave, or the
  // next test's toasts wait in the queue.
  afterEach(async () => {
    toaster.dismiss();
    await waitFor(() =>
      expect(document.querySelectorAll('[data-scope="toast"][data-part="root"]')).toHaveLength(0),
    );
  });

  it('shows a skeleton while the library loads', () => {
    mockApi({
      'GET /api/enrollments/user': () => new Promise(() => {}),
      'GET /api/learning/overview': () => new Promise(() => {}),
    });
    renderPage();
    expect(screen.getByRole('heading', { name: 'My Library' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading your library')).toBeInTheDocument();
  });

  it("shows 'Failed to load courses' with the message, and loads again on 'Try Again'", async () => {
    let isFailing = true;
    serve([react], {
      'GET /api/enrollments/user': () => (isFailing ? failure('It failed.') : { status: 200, body: [react] }),
    });
    const { user } = renderPage();
    expect(await screen.findByText('Failed to load courses')).toBeInTheDocument();
    expect(screen.getByText('It failed.')).toBeInTheDocument();
    isFailing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await card('Advanced React Development')).toBeInTheDocument();
  });

  it("says 'No courses found' and offers 'Browse Courses' when the library is empty", async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No courses found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
  });

  it('shows the six stats over the library, leaving removed courses out', async () => {
    serve([react, design, marketing, removed]);
    renderPage();
    await card('Advanced React Development');
    const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;
    expect(within(stat('Total Courses')).getByText('3')).toBeInTheDocument();
    expect(within(stat('Completed')).getByText('1')).toBeInTheDocument();
    expect(within(stat('In Progress')).getByText('1')).toBeInTheDocument();
    expect(within(stat('Certificates Earned')).getByText('1')).toBeInTheDocument();
    expect(within(stat('Average Rating')).getByText('4.5')).toBeInTheDocument();
    expect(await within(stat('Hours Learned')).findByText('12h 30m')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Old Course' })).not.toBeInTheDocument();
  });

  it('counts the five tabs and shows each tab’s courses', async () => {
    serve([react, design, marketing, removed]);
    const { user } = renderPage();
    expect(await screen.findByRole('tab', { name: 'All Courses (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    for (const name of ['In Progress (1)', 'Completed (1)', 'Favorites (1)', 'Downloaded (1)'])
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Favorites (1)' }));
    await waitFor(() => expect(cardTitles()).toEqual(['UI Design Basics']));
    expect(addressQuery()).toBe('?tab=favorites');
    await user.click(screen.getByRole('tab', { name: 'Downloaded (1)' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Content Marketing']));
  });

  it('shows a card’s instructor, category, level, rating, progress, status, tags and Continue link', async () => {
    serve([react]);
    renderPage();
    const found = await card('Advanced React Development');
    expect(within(found).getByText('Jordan Lee')).toBeInTheDocument();
    expect(within(found).getByText('Programming')).toBeInTheDocument();
    expect(within(found).getByText('Intermediate')).toBeInTheDocument();
    expect(within(found).getByRole('img', { name: 'Rating: 4 out of 5' })).toBeInTheDocument();
    expect(
      within(found).getByRole('progressbar', { name: 'Advanced React Development progress' }),
    ).toHaveAttribute('aria-valuenow', '85');
    expect(within(found).getByText('In progress')).toBeInTheDocument();
    expect(within(within(found).getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    expect(
      within(found).getByRole('img', { name: 'Cover of Advanced React Development' }),
    ).toBeInTheDocument();
    expect(within(found).getByRole('link', { name: 'Continue Advanced React Development' })).toHaveAttribute(
      'href',
      '/user/courses/advanced-react/read/lesson-7',
    );
  });

  it('narrows by category, status and level, with the filters and the counts following, all in the URL', async () => {
    serve([react, design, marketing]);
    const { user } = renderPage();
    await card('Advanced React Development');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Beginner');
    expect(await screen.findByRole('tab', { name: 'All Courses (2)' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['UI Design Basics', 'Content Marketing']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Design');
    expect(cardTitles()).toEqual(['UI Design Basics']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paused');
    expect(screen.getByText('No courses found')).toBeInTheDocument();
    expect(addressQuery()).toBe('?level=beginner&category=Design&status=paused');
  });

  it('sorts by last access by default, then by the chosen field', async () => {
    serve([marketing, design, react]);
    const { user } = renderPage();
    await card('Advanced React Development');
    expect(cardTitles()).toEqual(['Advanced React Development', 'UI Design Basics', 'Content Marketing']);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'Title');
    expect(cardTitles()).toEqual(['Advanced React Development', 'Content Marketing', 'UI Design Basics']);
    await user.selectOptions(sort, 'Rating');
    expect(cardTitles()).toEqual(['UI Design Basics', 'Advanced React Development', 'Content Marketing']);
    await user.selectOptions(sort, 'Enrolled date');
    expect(cardTitles()).toEqual(['Content Marketing', 'UI Design Basics', 'Advanced React Development']);
    expect(addressQuery()).toBe('?sort=enrolled_date');
  });

  it('reads the view, filters, sort and tab from the URL, unknown values falling back to the defaults', async () => {
    serve([react, design, marketing]);
    renderPage('/user/library?view=list&level=beginner&sort=title&tab=shelf&category=Cooking');
    expect(await screen.findByRole('tab', { name: 'All Courses (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    expect(cardTitles()).toEqual(['Content Marketing', 'UI Design Basics']);
  });

  it('switches to the list view and keeps it in the URL', async () => {
    serve([react]);
    const { user } = renderPage();
    await card('Advanced React Development');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(addressQuery()).toBe('?view=list');
  });

  it('adds a course to the favorites through the server, says so, and shows it pressed', async () => {
    const api = serve([react]);
    const { user } = renderPage();
    const found = await card('Advanced React Development');
    const toggle = within(found).getByRole('button', { name: 'Add to favorites' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(await screen.findByText('Favorite status updated')).toBeInTheDocument();
    expect(writes(api)).toEqual([
      { method: 'PUT', path: `/api/enrollments/library/${react.Id}`, body: { IsFavorite: true } },
    ]);
    expect(within(found).getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Favorites (1)' })).toBeInTheDocument();
  });

  it('disables the favourite button until the server answers', async () => {
    serve([react], { 'PUT /api/enrollments/library/:courseId': () => new Promise(() => {}) });
    const { user } = renderPage();
    const found = await card('Advanced React Development');
    await user.click(within(found).getByRole('button', { name: 'Add to favorites' }));
    expect(within(found).getByRole('button', { name: 'Add to favorites' })).toBeDisabled();
    expect(within(found).getByRole('button', { name: 'Add to downloads' })).toBeEnabled();
  });

  it('marks a course downloaded through the server and says so', async () => {
    const api = serve([react]);
    const { user } = renderPage();
    await user.click(
      within(await card('Advanced React Development')).getByRole('button', { name: 'Add to downloads' }),
    );
    expect(await screen.findByText('Download status updated')).toBeInTheDocument();
    expect(writes(api)[0]!.body).toEqual({ IsDownloaded: true });
    expect(await screen.findByRole('tab', { name: 'Downloaded (1)' })).toBeInTheDocument();
  });

  it('keeps the favourite as it was and shows the error when the server refuses', async () => {
    serve([react], {
      'PUT /api/enrollments/library/:courseId': () => failure('The library is read-only.', 403),
    });
    const { user } = renderPage();
    const found = await card('Advanced React Development');
    await user.click(within(found).getByRole('button', { name: 'Add to favorites' }));
    expect(await screen.findByText('The library is read-only.')).toBeInTheDocument();
    expect(within(found).getByRole('button', { name: 'Add to favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('asks before removing a course, removes it, and Undo puts it back', async () => {
    const api = serve([react, design]);
    const { user } = renderPage();
    const found = await card('Advanced React Development');
    await user.click(within(found).getByRole('button', { name: 'Remove from library' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove from library?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes(api)).toEqual([]);

    await user.click(within(found).getByRole('button', { name: 'Remove from library' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Course removed from library')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Advanced React Development' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All Courses (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show removed courses (1)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await card('Advanced React Development')).toBeInTheDocument();
    expect(writes(api).map((write) => write.body)).toEqual([
      { IsRemovedFromLibrary: true },
      { IsRemovedFromLibrary: false },
    ]);
  });

  it('lists removed courses on request and restores one', async () => {
    const api = serve([react, removed]);
    const { user } = renderPage();
    await card('Advanced React Development');
    await user.click(screen.getByRole('button', { name: 'Show removed courses (1)' }));
    const list = screen.getByRole('list', { name: 'Removed courses' });
    await user.click(within(list).getByRole('button', { name: 'Restore Old Course' }));
    expect(await card('Old Course')).toBeInTheDocument();
    expect(writes(api)).toEqual([
      {
        method: 'PUT',
        path: `/api/enrollments/library/${removed.Id}`,
        body: { IsRemovedFromLibrary: false },
      },
    ]);
  });

  it('offers Mark as Complete only above 80 % and not on completed courses', async () => {
    const eighty = buildEnrolledCourse({ Title: 'Exactly Eighty', Progress: 80 });
    serve([react, eighty, design]);
    renderPage();
    const complete = { name: 'Mark as Complete' };
    expect(
      within(await card('Advanced React Development')).getByRole('button', complete),
    ).toBeInTheDocument();
    expect(within(await card('Exactly Eighty')).queryByRole('button', complete)).not.toBeInTheDocument();
    expect(within(await card('UI Design Basics')).queryByRole('button', complete)).not.toBeInTheDocument();
  });

  it('marks a course complete through the server and says so', async () => {
    const api = serve([react]);
    const { user } = renderPage();
    const found = await card('Advanced React Development');
    await user.click(within(found).getByRole('button', { name: 'Mark as Complete' }));
    expect(await screen.findByText('Course marked as complete!')).toBeInTheDocument();
    expect(writes(api)).toEqual([
      { method: 'POST', path: `/api/enrollments/complete/${react.Id}`, body: undefined },
    ]);
    expect(within(found).getByText('Completed')).toBeInTheDocument();
    expect(within(found).queryByRole('button', { name: 'Mark as Complete' })).not.toBeInTheDocument();
  });

  it("says 'Failed to mark course as complete' with the server's reason, else 'Failed to complete course'", async () => {
    let answer = failure('Finish more lessons first.', 409);
    serve([react], { 'POST /api/enrollments/complete/:courseId': () => answer });
    const { user } = renderPage();
    const button = within(await card('Advanced React Development')).getByRole('button', {
      name: 'Mark as Complete',
    });
    await user.click(button);
    expect(await screen.findByText('Failed to mark course as complete')).toBeInTheDocument();
    expect(screen.getByText('Finish more lessons first.')).toBeInTheDocument();
    answer = failure('Something went wrong on our side. Please try again.', 500);
    await user.click(button);
    expect(await screen.findByText('Failed to complete course')).toBeInTheDocument();
  });

  it("says 'Certificate not available' when a course has no certificate", async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    serve([react]);
    const { user } = renderPage();
    await user.click(
      within(await card('Advanced React Development')).getByRole('button', { name: 'Download certificate' }),
    );
    expect(await screen.findByText('Certificate not available')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('opens the certificate’s signed link in a new tab and says so', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const signed = '/api/certificates/cert-1/pdf?expires=1900000000&signature=abc';
    serve([design], { 'GET /api/certificates/cert-1/download': () => ({ body: { url: signed } }) });
    const { user } = renderPage();
    await user.click(
      within(await card('UI Design Basics')).getByRole('button', { name: 'Download certificate' }),
    );
    expect(await screen.findByText('Certificate opened')).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith(signed, '_blank', 'noopener');
    open.mockRestore();
  });

  it("says 'Certificate not available' for an answer without a link, and 'Failed to open certificate' when asking fails", async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    let answer: { status?: number; body: unknown } = { body: {} };
    serve([design], { 'GET /api/certificates/cert-1/download': () => answer });
    const { user } = renderPage();
    const button = within(await card('UI Design Basics')).getByRole('button', {
      name: 'Download certificate',
    });
    await user.click(button);
    expect(await screen.findByText('Certificate not available')).toBeInTheDocument();
    answer = failure('The requested certificate could not be found.', 404);
    await user.click(button);
    expect(await screen.findByText('Failed to open certificate')).toBeInTheDocument();
    expect(screen.getByText('The requested certificate could not be found.')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });
});
