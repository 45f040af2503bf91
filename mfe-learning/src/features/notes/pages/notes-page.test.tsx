import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@portal/shared-api/core';
import { buildCourseNote, buildEnrolledCourse, buildUser, mockApi } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import type { RichTextEditorProps } from '@portal/shared-ui/editor';

// The editor's own tests cover it; here a textarea stands in, labelled the way the field labels it.
jest.unstable_mockModule('@portal/shared-ui/editor', () => ({
  LazyRichTextEditor: ({ value, onChange, 'aria-labelledby': labelledBy, id }: RichTextEditorProps) => (
    <textarea
      id={id}
      aria-labelledby={labelledBy}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  ),
}));
const { NotesPage } = await import('./notes-page.tsx');

const user = buildUser();
const course = buildEnrolledCourse({
  Id: '00000000-0000-4000-c000-000000000001',
  Title: 'Testing React',
  Slug: 'testing-react',
});
const hooks = buildCourseNote({ Title: 'Hooks rules', Tags: ['hooks'], Timestamp: 125, IsPrivate: false });
const grid = buildCourseNote({ Title: 'Grid areas', LessonId: null, LessonTitle: null, Tags: ['css'] });
const many = Array.from({ length: 12 }, (_, i) => buildCourseNote({ Title: `Note ${i + 1}` }));

function api(notes = [hooks, grid], extra = {}) {
  return mockApi({
    [`GET /api/course-notes/user/${user.Id}`]: () => ({ body: notes }),
    [`GET /api/course-notes/user/${user.Id}/tags`]: () => ({
      body: [
        { Tag: 'hooks', Count: 1 },
        { Tag: 'css', Count: 1 },
      ],
    }),
    'GET /api/enrollments/user': () => ({ body: [course] }),
    ...extra,
  });
}
const render = (route = '/user/notes') => {
  act(() => authStore.getState().setUser(user));
  return renderWithProviders(<NotesPage />, { route });
};

describe('NotesPage', () => {
  afterEach(() => act(() => authStore.getState().setUser(null)));

  it('shows each note with its course, tags, privacy and the moment linking into the player there', async () => {
    api();
    render();
    const card = await screen.findByRole('article', { name: 'Hooks rules' });
    expect(within(card).getByText('Public')).toBeInTheDocument();
    expect(within(card).getByText('#hooks')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /2:05/ })).toHaveAttribute(
      'href',
      `/user/courses/testing-react/read/${hooks.LessonId}?t=125`,
    );
    expect(
      within(screen.getByRole('article', { name: 'Grid areas' })).queryByRole('link'),
    ).not.toBeInTheDocument();
  });

  it('sends the course, tag and search from the URL to the server', async () => {
    const calls = api();
    render(`/user/notes?course=${course.Id}&tag=hooks&q=rules`);
    await screen.findByRole('article', { name: 'Hooks rules' });
    const list = calls.calls.find((call) => call.path === `/api/course-notes/user/${user.Id}`);
    expect(list?.query).toEqual({ courseIds: course.Id, tags: 'hooks', q: 'rules' });
  });

  it('says No notes found when nothing matches, and the load failure in the product’s words', async () => {
    api([]);
    const { unmount } = render();
    expect(await screen.findByText('No notes found')).toBeInTheDocument();
    unmount();
    mockApi({
      [`GET /api/course-notes/user/${user.Id}`]: () => ({ status: 500, body: { message: 'boom' } }),
      [`GET /api/course-notes/user/${user.Id}/tags`]: () => ({ body: [] }),
      'GET /api/enrollments/user': () => ({ body: [] }),
    });
    render();
    expect(await screen.findByText('Failed to load course notes')).toBeInTheDocument();
  });

  it('pages the list view 10 at a time, with a page-size changer and a quick jump', async () => {
    api(many);
    const { user: person } = render('/user/notes?view=list');
    expect(await screen.findByRole('article', { name: 'Note 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    await person.type(screen.getByLabelText('Go to page'), '2');
    await person.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByRole('article', { name: 'Note 11' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await person.selectOptions(screen.getByLabelText('Per page'), '20');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
  });

  it('refuses an empty note with the form’s messages, then creates one and says so', async () => {
    const calls = api([], {
      'POST /api/course-notes': () => ({ status: 201, body: hooks }),
      'GET /api/player/courses/testing-react': () => ({ body: { sections: [] } }),
    });
    const { user: person } = render();
    await screen.findByText('No notes found');
    await person.click(screen.getByRole('button', { name: 'New Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'New note' });
    await person.click(within(dialog).getByRole('button', { name: 'Create note' }));
    expect(await within(dialog).findByText('Please enter note title')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a course')).toBeInTheDocument();
    await person.type(within(dialog).getByLabelText(/^Title/), 'Hooks rules');
    await person.selectOptions(within(dialog).getByLabelText(/^Course/), course.Id);
    await person.type(within(dialog).getByLabelText(/^Tags/), 'hooks, rules, hooks');
    await person.type(within(dialog).getByRole('textbox', { name: /Content/ }), '<p>Top level only</p>');
    await person.click(within(dialog).getByRole('button', { name: 'Create note' }));
    expect(await screen.findByText('Note created successfully')).toBeInTheDocument();
    const body = calls.calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      Title: 'Hooks rules',
      CourseId: course.Id,
      Tags: ['hooks', 'rules'],
      IsPrivate: true,
      LessonId: null,
    });
  });
});
