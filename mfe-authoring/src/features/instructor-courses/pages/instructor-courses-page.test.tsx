import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@portal/shared-ui/router';
import { mockApi } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { toaster } from '@portal/shared-ui';
import {
  buildDraftRow,
  buildInstructorCourse,
  buildInstructorCourseList,
} from '../testing/instructor-courses-kit.ts';
import { InstructorCoursesPage } from './instructor-courses-page.tsx';

const LIST = 'GET /api/instructor/courses';
const DRAFT = '00000000-0000-4000-b000-0000000000dd';

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/instructor/courses" element={<InstructorCoursesPage />} />
      <Route path="/instructor/courses/:id/edit" element={<p>Wizard page</p>} />
    </Routes>,
    { route: '/instructor/courses' },
  );
}

const row = (title: string) => screen.getByRole('row', { name: new RegExp(title) });
async function openActions(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
  return screen.findByRole('menu');
}
/** Chooses a menu item as a keyboard user does: jsdom's pointer events do not reach zag's menu items. */
async function choose(title: string, action: string) {
  const menu = await openActions(title);
  const items = within(menu).getAllByRole('menuitem');
  const index = items.findIndex((item) => item.textContent === action);
  await waitFor(() => expect(menu).toHaveFocus());
  // One step at a time, each seen highlighted before the next: on a loaded machine keys typed at once could
  // outrun the menu and land elsewhere.
  for (const item of items.slice(0, index + 1)) {
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
  }
  await userEvent.keyboard('{Enter}');
}

describe('InstructorCoursesPage', () => {
  // The toast store outlives a test's render and shows 5 at most: clear it between tests.
  afterEach(async () => {
    toaster.dismiss();
    await waitFor(() =>
      expect(document.querySelectorAll('[data-scope="toast"][data-part="root"]')).toHaveLength(0),
    );
  });

  it('lists each course with its status, students, rating, revenue and totals', async () => {
    mockApi({
      [LIST]: () => ({
        body: buildInstructorCourseList([
          buildInstructorCourse({ Title: 'Live course', HasUnpublishedChanges: true }),
          buildDraftRow({ Title: 'Fresh draft' }),
          buildInstructorCourse({
            Title: 'Old course',
            Status: 'archived',
            RevenueCents: 10_000,
            ReviewCount: 1,
          }),
        ]),
      }),
    });
    renderPage();
    expect(screen.getByRole('heading', { name: 'My Courses', level: 1 })).toBeInTheDocument();
    await screen.findByText('Live course');
    expect(within(row('Live course')).getByText('Published')).toBeInTheDocument();
    expect(within(row('Live course')).getByText('Unpublished changes')).toBeInTheDocument();
    expect(within(row('Live course')).getByText('$1,250.50')).toBeInTheDocument();
    expect(within(row('Live course')).getByText('4.5 (8 reviews)')).toBeInTheDocument();
    expect(within(row('Fresh draft')).getByText('Draft')).toBeInTheDocument();
    expect(within(row('Old course')).getByText('Archived')).toBeInTheDocument();
    expect(within(row('Old course')).getByText('4.5 (1 review)')).toBeInTheDocument();
    expect(screen.getByText('$1,350.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Course' })).toHaveAttribute(
      'href',
      '/instructor/courses/new',
    );
  });

  it('offers Delete draft only for a draft, and Archive only for a course', async () => {
    mockApi({
      [LIST]: () => ({
        body: buildInstructorCourseList([
          buildInstructorCourse({ Title: 'Live course' }),
          buildDraftRow({ Title: 'Fresh draft' }),
        ]),
      }),
    });
    renderPage();
    let menu = await openActions('Live course');
    expect(within(menu).getByRole('menuitem', { name: 'Archive' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'View in catalogue' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Delete draft' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    menu = await openActions('Fresh draft');
    expect(within(menu).getByRole('menuitem', { name: 'Delete draft' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Archive' })).not.toBeInTheDocument();
  });

  it('deletes a draft after confirmation and says so', async () => {
    let rows = [buildDraftRow({ Id: DRAFT, Title: 'Fresh draft' })];
    const api = mockApi({
      [LIST]: () => ({ body: buildInstructorCourseList(rows) }),
      'DELETE /api/instructor/courses/:id': () => {
        rows = [];
        return { status: 204 };
      },
    });
    renderPage();
    await choose('Fresh draft', 'Delete draft');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('This action cannot be undone')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Draft deleted')).toBeInTheDocument();
    expect(await screen.findByText('You have not created a course yet')).toBeInTheDocument();
    expect(
      api.calls.some((c) => c.method === 'DELETE' && c.path === `/api/instructor/courses/${DRAFT}`),
    ).toBe(true);
  });

  it('archives a course after confirmation', async () => {
    const course = buildInstructorCourse({ Title: 'Live course' });
    const api = mockApi({
      [LIST]: () => ({ body: buildInstructorCourseList([course]) }),
      'PUT /api/instructor/courses/:id/archive': () => ({ body: { ...course, Status: 'archived' } }),
    });
    renderPage();
    await choose('Live course', 'Archive');
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Archive' }),
    );
    expect(await screen.findByText('Course archived')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ archived: true });
  });

  it("opens the course's draft in the wizard on Edit", async () => {
    const course = buildInstructorCourse({ Title: 'Live course' });
    const api = mockApi({
      [LIST]: () => ({ body: buildInstructorCourseList([course]) }),
      'POST /api/instructor/courses/:id/edit': () => ({ body: { Id: DRAFT } }),
    });
    renderPage();
    await choose('Live course', 'Edit');
    expect(await screen.findByText('Wizard page')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === `/api/instructor/courses/${course.Id}/edit`)).toBe(true);
  });

  it('duplicates a course and says so', async () => {
    mockApi({
      [LIST]: () => ({ body: buildInstructorCourseList([buildInstructorCourse({ Title: 'Live course' })]) }),
      'POST /api/instructor/courses/:id/duplicate': () => ({ status: 201, body: { Id: DRAFT } }),
    });
    renderPage();
    await choose('Live course', 'Duplicate');
    expect(await screen.findByText('Course duplicated')).toBeInTheDocument();
  });

  it('invites a first course when there is none', async () => {
    mockApi({ [LIST]: () => ({ body: buildInstructorCourseList([]) }) });
    renderPage();
    expect(await screen.findByText('You have not created a course yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New Course' })).toHaveLength(2);
  });

  it('shows the failure with a way to retry', async () => {
    let fail = true;
    mockApi({
      [LIST]: () =>
        fail
          ? { status: 500, body: { statusCode: 500, error: 'Error', message: 'Database down.' } }
          : { body: buildInstructorCourseList([buildInstructorCourse({ Title: 'Back again' })]) },
    });
    renderPage();
    expect(await screen.findByText('Failed to load your courses')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByText('Back again')).toBeInTheDocument());
  });
});
