// What the Library page's tests share: the page at its address with the address shown, a server holding the
// student's enrolments (reads answer the current list, writes change it), four courses, and the toasts'
// clean-up between tests.
import { act, screen, waitFor } from '@testing-library/react';
import { authStore } from '@portal/shared-api/core';
import { memoryStore, saveOfflineCourse, setDeviceStore } from '@portal/shared-api/offline';
import {
  buildEnrolledCourse,
  buildLearningOverview,
  buildPlayerCourse,
  buildUser,
  mockApi,
  type MockRequest,
} from '@portal/shared-api/testing';
import type { EnrolledCourse, LibraryPayload } from '@portal/shared-api/enrollments';
import { toaster } from '@portal/shared-ui';
import { useLocation } from '@portal/shared-ui/router';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { LibraryPage } from '../pages/library-page.tsx';

function LocationProbe() {
  const { search } = useLocation();
  return <output aria-label="Address query">{search}</output>;
}

export function renderPage(route = '/user/library'): ReturnType<typeof renderWithProviders> {
  return renderWithProviders(
    <>
      <LibraryPage />
      <LocationProbe />
    </>,
    { route },
  );
}

export const failure = (message: string, status = 500) => ({
  status,
  body: { statusCode: status, error: 'Error', message },
});

export const PREFERENCES = {
  playbackRate: 1,
  captionsEnabled: false,
  captionsLanguage: 'en',
  quality: null,
  autoAdvance: true,
  volume: 1,
  muted: false,
};

/** A server holding the student's enrolments: reads answer the current list, writes change it. */
export function serve(initial: EnrolledCourse[], overrides: Parameters<typeof mockApi>[0] = {}) {
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
    // What a download and the next online visit ask of the player's API.
    'GET /api/player/courses/:slug': ({ path }) => {
      const course = courses.find((c) => path.endsWith(`/${c.Slug}`));
      return course
        ? { status: 200, body: buildPlayerCourse({ id: course.Id, slug: course.Slug, title: course.Title }) }
        : failure('Course not found.', 404);
    },
    'GET /api/player/preferences': () => ({ status: 200, body: PREFERENCES }),
    ...overrides,
  });
  return api;
}

export const writes = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((call) => call.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));
export const cardTitles = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
export const card = (title: string) => screen.findByRole('article', { name: title });
export const addressQuery = () => screen.getByLabelText('Address query').textContent;

export const react = buildEnrolledCourse({
  Title: 'Advanced React Development',
  Slug: 'advanced-react',
  LastLessonId: 'lesson-7',
  Progress: 85,
  Rating: 4,
  Tags: ['react', 'hooks'],
  LastAccessedAt: '2026-11-20T10:00:00.000Z',
  EnrolledAt: '2026-09-01T10:00:00.000Z',
});
export const design = buildEnrolledCourse({
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
export const marketing = buildEnrolledCourse({
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
export const removed = buildEnrolledCourse({
  Title: 'Old Course',
  IsRemovedFromLibrary: true,
  CertificateUrl: '/x',
});

const student = buildUser();

/** The student signed in, with this course stored on the device at 360p (300 KB). */
export async function storeOnDevice(course: EnrolledCourse) {
  act(() => authStore.getState().setUser(student));
  await saveOfflineCourse({
    userId: student.Id,
    courseId: course.Id,
    slug: course.Slug,
    title: course.Title,
    quality: 360,
    bytes: 300 * 1024,
    storedAt: '2026-11-27T10:00:00.000Z',
    lessons: { 'lesson-1': 'offline:manifest/1' },
    outline: buildPlayerCourse({ id: course.Id, slug: course.Slug, title: course.Title }),
    enrolment: { ...course, IsDownloaded: true },
  });
}

/** An empty device and nobody signed in, for `afterEach`. */
export function forgetDevice() {
  setDeviceStore(memoryStore());
  act(() => authStore.getState().setUser(null));
}

/**
 * The toast store outlives a test's render, and it shows 5 at most: let a test's toasts leave, or the next
 * test's toasts wait in the queue. For `afterEach`.
 */
export async function dismissToasts() {
  toaster.dismiss();
  await waitFor(() =>
    expect(document.querySelectorAll('[data-scope="toast"][data-part="root"]')).toHaveLength(0),
  );
}
