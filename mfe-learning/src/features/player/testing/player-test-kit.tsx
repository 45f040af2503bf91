// What the player's tests share: stand-ins for the lazy video lesson (no shaka in jsdom) and the rich-text
// editor (a textarea with the same props), a server holding one course, and the page at its address.
// Each test file registers the stand-ins with jest.unstable_mockModule before importing the page.
import { screen, waitFor } from '@testing-library/react';
import { mockApi, type MockApi, type MockRequest } from '@portal/shared-api/testing';
import type { Bookmark, PlayerContent, PlayerCourse } from '@portal/shared-api/player';
import type { CourseNote } from '@portal/shared-api/course-notes';
import type { RichTextEditorProps } from '@portal/shared-ui/editor';
import { toaster } from '@portal/shared-ui';
import { renderWithProviders } from '@portal/shared-ui/testing';
import type { ComponentType } from 'react';
import type { VideoLessonProps } from '../video/video-lesson.tsx';

export const PLAYER_PATH = '/user/courses/:courseSlug/read/:lessonId?';

/** The video lesson as far as the page sees it: its lesson, the last seek, and its three callbacks. */
export function VideoLessonStandIn({ content, seekTo, onBookmark, onReport, positionRef }: VideoLessonProps) {
  positionRef.current = 42.7;
  return (
    <section aria-label={`Video lesson: ${content.title}`}>
      <output aria-label="Seeked to">{seekTo ? String(seekTo.time) : 'none'}</output>
      <button type="button" onClick={() => onBookmark(42)}>
        Bookmark
      </button>
      <button type="button" onClick={onReport}>
        Report
      </button>
    </section>
  );
}

export function EditorStandIn({
  value,
  onChange,
  placeholder,
  label,
  isInvalid,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
}: RichTextEditorProps) {
  return (
    <textarea
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={isInvalid || undefined}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export const videoLessonModule = () => ({ VideoLesson: VideoLessonStandIn });
export const editorModule = () => ({
  LazyRichTextEditor: EditorStandIn,
  preloadRichTextEditor: async () => undefined,
  RichTextEditorSkeleton: () => null,
});

export const contentsOf = (course: PlayerCourse) => course.sections.flatMap((section) => section.contents);
export const lessonOf = (course: PlayerCourse, title: string) =>
  contentsOf(course).find((content) => content.title === title)!;

export const failure = (status: number, message: string) => ({
  status,
  body: { statusCode: status, error: 'Error', message },
});

type ServeOptions = {
  bookmarks?: Bookmark[];
  notes?: CourseNote[];
  handlers?: Parameters<typeof mockApi>[0];
};

/**
 * A server holding one course for the signed-in learner: reads answer the current state; completing a
 * lesson ticks it; bookmarks are added and removed. `null` answers 404 (not enrolled, or no such course).
 */
export function serve(
  initial: PlayerCourse | null,
  { bookmarks = [], notes = [], handlers = {} }: ServeOptions = {},
) {
  let course = initial;
  let marks = [...bookmarks];
  const complete = (lessonId: string) => {
    if (!course) return;
    const tick = (content: PlayerContent) =>
      content.id === lessonId ? { ...content, completed: true } : content;
    course = {
      ...course,
      sections: course.sections.map((section) => ({ ...section, contents: section.contents.map(tick) })),
    };
  };
  return mockApi({
    'GET /api/player/courses/:slug': () =>
      course ? { status: 200, body: course } : failure(404, 'Course not found'),
    'GET /api/player/courses/:courseId/bookmarks': () => ({ status: 200, body: marks }),
    'POST /api/player/bookmarks': ({ body }: MockRequest) => {
      const payload = body as { lessonId: string; time: number; note?: string };
      const lesson = course
        ? contentsOf(course).find((content) => content.id === payload.lessonId)
        : undefined;
      const created: Bookmark = {
        id: `bookmark-${marks.length + 1}`,
        lessonId: payload.lessonId,
        lessonTitle: lesson?.title ?? '',
        note: payload.note ?? '',
        time: payload.time,
        createdAt: '2026-11-22T10:00:00.000Z',
      };
      marks = [...marks, created];
      return { status: 201, body: created };
    },
    'DELETE /api/player/bookmarks/:id': ({ path }: MockRequest) => {
      marks = marks.filter((mark) => !path.endsWith(`/${mark.id}`));
      return { status: 204 };
    },
    'PUT /api/enrollments/progress/:courseId': ({ body }: MockRequest) => {
      const payload = body as { lessonId: string; completed?: boolean };
      if (payload.completed) complete(payload.lessonId);
      return { status: 200, body: {} };
    },
    'GET /api/course-notes/lesson/:lessonId': ({ path }: MockRequest) => ({
      status: 200,
      body: notes.filter((note) => path.endsWith(`/${note.LessonId}`)),
    }),
    ...handlers,
  });
}

/** The page's own writes; the learning history the player records on the side is `historyEvents`. */
export const writes = (api: MockApi) =>
  api.calls
    .filter((call) => call.method !== 'GET' && call.path !== '/api/course-history')
    .map(({ method, path, body }) => ({ method, path, body }));

/** What the player recorded in the learning history (docs/product/history.md#history-item). */
export const historyEvents = (api: MockApi) =>
  api.calls
    .filter((call) => call.method === 'POST' && call.path === '/api/course-history')
    .map((call) => call.body);

export function openPlayer(
  Page: ComponentType,
  course: PlayerCourse | string,
  lessonTitle?: string,
): ReturnType<typeof renderWithProviders> {
  const slug = typeof course === 'string' ? course : course.slug;
  const lesson = lessonTitle && typeof course !== 'string' ? `/${lessonOf(course, lessonTitle).id}` : '';
  return renderWithProviders(<Page />, { route: `/user/courses/${slug}/read${lesson}`, path: PLAYER_PATH });
}

/** Toasts load their view on the first one: give them longer than a plain find. */
export const findToast = (text: string) => screen.findByText(text, {}, { timeout: 4000 });

export const sidebar = () => screen.getByRole('navigation', { name: 'Course Content' });

/**
 * jsdom has no PointerEvent (Ark's checkbox and radio dispatch one). The toast store outlives a render and
 * shows 5 at most: let a test's toasts leave, or the next test's wait in the queue. Call it inside each
 * describe block, so it runs before the render is cleaned up (the Toaster must be mounted to let them go).
 */
export function setUpPlayerTests() {
  beforeAll(() => {
    globalThis.PointerEvent ??= class PointerEvent extends MouseEvent {} as typeof globalThis.PointerEvent;
  });
  afterEach(async () => {
    toaster.dismiss();
    await waitFor(() =>
      expect(document.querySelectorAll('[data-scope="toast"][data-part="root"]')).toHaveLength(0),
    );
  });
}
