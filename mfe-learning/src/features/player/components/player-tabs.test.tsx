import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { buildBookmark, buildCourseNote, buildPlayerCourse } from '@portal/shared-api/testing';
import { NOTE_COLORS } from '@portal/shared-api/course-notes';
import {
  editorModule,
  failure,
  findToast,
  lessonOf,
  openPlayer,
  serve,
  setUpPlayerTests,
  sidebar,
  videoLessonModule,
  writes,
} from '../testing/player-test-kit.tsx';

jest.unstable_mockModule('../video/video-lesson.tsx', videoLessonModule);
jest.unstable_mockModule('@portal/shared-ui/editor', editorModule);
const { CoursePlayerPage } = await import('../pages/course-player-page.tsx');

const course = buildPlayerCourse();
const video = lessonOf(course, 'Welcome video');
const reading = lessonOf(course, 'Reading');
const open = (lessonTitle?: string) => openPlayer(CoursePlayerPage, course, lessonTitle);
const seekedTo = () => screen.getByRole('status', { name: 'Seeked to' });

describe('the Notes tab', () => {
  setUpPlayerTests();

  it('asks for note content before saving a note', async () => {
    const api = serve(course);
    const { user } = open('Reading');
    await user.click(await screen.findByRole('tab', { name: 'Notes' }));
    await user.click(await screen.findByRole('button', { name: 'Save Notes' }));
    expect(await screen.findByText('Please enter note content')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your Notes' })).toHaveAccessibleDescription(
      'Please enter note content',
    );
    expect(writes(api).some((call) => call.method === 'POST')).toBe(false);
  });

  it('saves the note with the lesson and the video’s second, clears the editor and lists it', async () => {
    let saved: ReturnType<typeof buildCourseNote>[] = [];
    const api = serve(course, {
      handlers: {
        'GET /api/course-notes/lesson/:lessonId': () => ({ status: 200, body: saved }),
        'POST /api/course-notes': ({ body }) => {
          const note = buildCourseNote({ ...(body as object), LessonId: video.id, Timestamp: 42 });
          saved = [note];
          return { status: 201, body: note };
        },
      },
    });
    const { user } = open('Welcome video');
    await user.click(await screen.findByRole('tab', { name: 'Notes' }));
    const editor = await screen.findByRole('textbox', { name: 'Your Notes' });
    expect(editor).toHaveAttribute('placeholder', 'Take notes while learning...');
    await user.type(editor, '<p>Mocks at the edges</p>');
    await user.click(screen.getByRole('button', { name: 'Save Notes' }));
    expect(await findToast('Note saved')).toBeInTheDocument();
    const post = writes(api).find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/api/course-notes');
    expect(post.body).toEqual({
      Title: 'Notes: Welcome video',
      Content: '<p>Mocks at the edges</p>',
      CourseId: course.id,
      LessonId: video.id,
      Timestamp: 42,
      Color: expect.any(String),
    });
    expect(NOTE_COLORS).toContain((post.body as { Color: string }).Color);
    expect(editor).toHaveValue('');
    expect(await screen.findByText('Mocks at the edges')).toBeInTheDocument();
  });

  it('keeps what was typed when saving fails', async () => {
    serve(course, { handlers: { 'POST /api/course-notes': () => failure(500, 'The notes are read-only.') } });
    const { user } = open('Reading');
    await user.click(await screen.findByRole('tab', { name: 'Notes' }));
    const editor = await screen.findByRole('textbox', { name: 'Your Notes' });
    await user.type(editor, 'Keep me');
    await user.click(screen.getByRole('button', { name: 'Save Notes' }));
    expect(await findToast('Failed to save note')).toBeInTheDocument();
    expect(screen.getByText('The notes are read-only.')).toBeInTheDocument();
    expect(editor).toHaveValue('Keep me');
  });

  it('lists the lesson’s notes newest first; a timestamp seeks the video on the Content tab; Delete asks first', async () => {
    const older = buildCourseNote({
      LessonId: video.id,
      Content: '<p>Older</p>',
      Timestamp: 65,
      CreatedAt: '2026-11-01T10:00:00.000Z',
    });
    const newer = buildCourseNote({
      LessonId: video.id,
      Content: '<p>Newer</p>',
      Timestamp: 130,
      CreatedAt: '2026-11-10T10:00:00.000Z',
    });
    const api = serve(course, {
      notes: [older, newer],
      handlers: { 'DELETE /api/course-notes/:noteId': () => ({ status: 200, body: true }) },
    });
    const { user } = open('Welcome video');
    await user.click(await screen.findByRole('tab', { name: 'Notes' }));
    const list = await screen.findByRole('list', { name: 'Notes on this lesson' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Newer'), expect.stringContaining('Older')]);

    await user.click(within(list).getByRole('button', { name: 'Go to 1:05 in the video' }));
    expect(screen.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
    expect(seekedTo()).toHaveTextContent('65');

    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    await user.click(within(list).getAllByRole('button', { name: 'Delete' })[0]!);
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this note?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Note deleted successfully')).toBeInTheDocument();
    expect(writes(api)).toContainEqual({
      method: 'DELETE',
      path: `/api/course-notes/${newer.Id}`,
      body: undefined,
    });
  });

  it('gives no timestamp button to notes on a lesson that is not a video', async () => {
    serve(course, { notes: [buildCourseNote({ LessonId: reading.id, Content: '<p>On the reading</p>' })] });
    const { user } = open('Reading');
    await user.click(await screen.findByRole('tab', { name: 'Notes' }));
    const list = await screen.findByRole('list', { name: 'Notes on this lesson' });
    expect(within(list).queryByRole('button', { name: /^Go to/ })).toBeNull();
  });
});

describe('the Bookmarks tab', () => {
  setUpPlayerTests();

  it('says when there are no bookmarks yet', async () => {
    serve(course);
    const { user } = open('Reading');
    await user.click(await screen.findByRole('tab', { name: 'Bookmarks (0)' }));
    expect(screen.getByRole('heading', { name: 'Your Bookmarks' })).toBeInTheDocument();
    expect(
      await screen.findByText('No bookmarks yet. Add bookmarks while watching videos.'),
    ).toBeInTheDocument();
  });

  it('Go to opens the bookmark’s lesson, switches to Content and seeks to its time', async () => {
    const mark = buildBookmark({ lessonId: video.id, lessonTitle: video.title, time: 65, note: 'The mock' });
    serve(course, { bookmarks: [mark] });
    const { user } = open('Reading');
    await user.click(await screen.findByRole('tab', { name: 'Bookmarks (1)' }));
    expect(await screen.findByText('Welcome video · 1:05')).toBeInTheDocument();
    expect(screen.getByText('The mock')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to 1:05 in Welcome video' }));
    expect(await screen.findByRole('region', { name: 'Video lesson: Welcome video' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
    expect(seekedTo()).toHaveTextContent('65');

    // Coming back to the lesson later resumes it: the seek was spent.
    const nav = sidebar();
    await user.click(within(nav).getByRole('link', { name: /^Reading/ }));
    await screen.findByRole('heading', { name: 'Read me' });
    await user.click(within(nav).getByRole('link', { name: /^Welcome video/ }));
    expect(await screen.findByRole('region', { name: 'Video lesson: Welcome video' })).toBeInTheDocument();
    expect(seekedTo()).toHaveTextContent('none');
  });

  it('deletes a bookmark', async () => {
    const mark = buildBookmark({ lessonId: video.id, lessonTitle: video.title, time: 65 });
    const api = serve(course, { bookmarks: [mark] });
    const { user } = open('Reading');
    await user.click(await screen.findByRole('tab', { name: 'Bookmarks (1)' }));
    await user.click(
      await screen.findByRole('button', { name: 'Delete the bookmark at 1:05 in Welcome video' }),
    );
    expect(await screen.findByRole('tab', { name: 'Bookmarks (0)' })).toBeInTheDocument();
    expect(writes(api)).toContainEqual({
      method: 'DELETE',
      path: `/api/player/bookmarks/${mark.id}`,
      body: undefined,
    });
  });

  it('the video’s Bookmark opens a dialog at its time; Save adds it with the note', async () => {
    const api = serve(course);
    const { user } = open('Welcome video');
    await user.click(await screen.findByRole('button', { name: 'Bookmark' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add bookmark' });
    expect(within(dialog).getByText('At 0:42 in this video.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Here');
    await user.click(within(dialog).getByRole('button', { name: 'Save bookmark' }));
    expect(await findToast('Bookmark added at 0:42')).toBeInTheDocument();
    expect(writes(api)).toContainEqual({
      method: 'POST',
      path: '/api/player/bookmarks',
      body: { lessonId: video.id, time: 42, note: 'Here' },
    });
    expect(await screen.findByRole('tab', { name: 'Bookmarks (1)' })).toBeInTheDocument();
  });
});

describe('the Report dialog', () => {
  setUpPlayerTests();

  const openReport = async () => {
    const rendered = open('Welcome video');
    await rendered.user.click(await screen.findByRole('button', { name: 'Report' }));
    return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Report Content' }) };
  };

  it('offers the five reasons and asks for one before sending', async () => {
    const api = serve(course);
    const { user, dialog } = await openReport();
    const reason = within(dialog).getByRole('combobox', { name: /Reason/ });
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a reason',
      'Inappropriate content',
      'Poor quality',
      'Misleading information',
      'Copyright violation',
      'Other',
    ]);
    expect(within(dialog).getByRole('textbox', { name: 'Additional details' })).toHaveAttribute(
      'placeholder',
      'Please provide more details about the issue...',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(await within(dialog).findByText('Please choose a reason')).toBeInTheDocument();
    expect(writes(api).some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the reason and the details, thanks the learner and closes', async () => {
    const api = serve(course, {
      handlers: {
        'POST /api/player/reports': () => ({
          status: 201,
          body: { id: 'r1', status: 'open', createdAt: '2026-11-22T10:00:00.000Z' },
        }),
      },
    });
    const { user, dialog } = await openReport();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'Poor quality');
    await user.type(within(dialog).getByRole('textbox', { name: 'Additional details' }), 'A single tone.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(await findToast('Thank you. Your report was sent to our moderators.')).toBeInTheDocument();
    expect(writes(api)).toContainEqual({
      method: 'POST',
      path: '/api/player/reports',
      body: { lessonId: video.id, reason: 'quality', description: 'A single tone.' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report Content' })).toBeNull());
  });

  it('shows the server’s message on a second report and keeps what was typed', async () => {
    serve(course, {
      handlers: {
        'POST /api/player/reports': () => failure(409, 'You have already reported this content.'),
      },
    });
    const { user, dialog } = await openReport();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'Other');
    await user.type(within(dialog).getByRole('textbox', { name: 'Additional details' }), 'Again');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(await findToast('You have already reported this content.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Reason/ })).toHaveValue('other');
    expect(within(dialog).getByRole('textbox', { name: 'Additional details' })).toHaveValue('Again');
  });
});
