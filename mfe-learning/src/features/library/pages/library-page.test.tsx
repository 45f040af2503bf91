import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@portal/shared-api/testing';
import {
  addressQuery,
  card,
  cardTitles,
  design,
  dismissToasts,
  failure,
  marketing,
  react,
  removed,
  renderPage,
  serve,
  forgetDevice,
  storeOnDevice,
} from '../testing/library-test-kit.tsx';

describe('LibraryPage: reading the library', () => {
  afterEach(dismissToasts);
  afterEach(forgetDevice);

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

  it('counts the five tabs and shows each tab’s courses, Downloaded being what this device holds', async () => {
    // Content Marketing is flagged downloaded on the server (another device); React is stored on this one.
    serve([react, design, marketing, removed]);
    await storeOnDevice(react);
    const { user } = renderPage();
    expect(await screen.findByRole('tab', { name: 'All Courses (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('tab', { name: 'Downloaded (1)' })).toBeInTheDocument();
    for (const name of ['In Progress (1)', 'Completed (1)', 'Favorites (1)'])
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Favorites (1)' }));
    await waitFor(() => expect(cardTitles()).toEqual(['UI Design Basics']));
    expect(addressQuery()).toBe('?tab=favorites');
    await user.click(screen.getByRole('tab', { name: 'Downloaded (1)' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Advanced React Development']));
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
});
