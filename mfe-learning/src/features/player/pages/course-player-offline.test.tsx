import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@portal/shared-api/core';
import { memoryStore, queueProgress, saveOfflineCourse, setDeviceStore } from '@portal/shared-api/offline';
import { buildEnrolledCourse, buildPlayerCourse, buildUser } from '@portal/shared-api/testing';
import {
  editorModule,
  openPlayer,
  serve,
  setUpPlayerTests,
  sidebar,
  videoLessonModule,
} from '../testing/player-test-kit.tsx';

jest.unstable_mockModule('../video/video-lesson.tsx', videoLessonModule);
jest.unstable_mockModule('@portal/shared-ui/editor', editorModule);
const { CoursePlayerPage } = await import('./course-player-page.tsx');

const student = buildUser();
const course = buildPlayerCourse();
/** What fetch does with the network gone. */
const unreachable = () => {
  throw new TypeError('Failed to fetch');
};
function setOnline(isOnline: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => isOnline });
  act(() => void window.dispatchEvent(new Event(isOnline ? 'online' : 'offline')));
}
const storeCourse = () =>
  saveOfflineCourse({
    userId: student.Id,
    courseId: course.id,
    slug: course.slug,
    title: course.title,
    quality: 360,
    bytes: 300 * 1024,
    storedAt: '2026-11-27T10:00:00.000Z',
    lessons: {},
    outline: course,
    enrolment: buildEnrolledCourse({ Id: course.id, Slug: course.slug, Title: course.title }),
  });
const progressPosts = (api: ReturnType<typeof serve>) =>
  api.calls.filter((call) => call.method === 'POST' && call.path === '/api/video-progress');

describe('course player page: offline', () => {
  setUpPlayerTests();
  beforeEach(() => {
    setDeviceStore(memoryStore());
    act(() => authStore.getState().setUser(student));
  });
  afterEach(() => {
    setOnline(true);
    act(() => authStore.getState().setUser(null));
  });

  it('opens the course stored on this device when the network is down, and says progress will be sent later', async () => {
    await storeCourse();
    setOnline(false);
    serve(null, { handlers: { 'GET /api/player/courses/:slug': unreachable } });
    openPlayer(CoursePlayerPage, course);
    expect(await screen.findByRole('heading', { name: course.title, level: 1 })).toBeInTheDocument();
    expect(screen.getByText('You are offline')).toBeInTheDocument();
    expect(screen.getByText(/Your progress will be sent when you are back online\./)).toBeInTheDocument();
    const [first] = course.sections[0]!.contents;
    expect(within(sidebar()).getByRole('link', { name: new RegExp(`^${first!.title}`) })).toBeInTheDocument();
  });

  it('still answers Course Not Found offline for a course this device does not hold', async () => {
    setOnline(false);
    serve(null, { handlers: { 'GET /api/player/courses/:slug': unreachable } });
    openPlayer(CoursePlayerPage, course);
    expect(await screen.findByRole('heading', { name: 'Course Not Found' })).toBeInTheDocument();
  });

  it('sends the progress made offline, oldest first, when the network returns', async () => {
    const at = (currentTime: number) => ({
      courseId: course.id,
      contentId: 'lesson-1',
      currentTime,
      duration: 12,
    });
    await queueProgress(student.Id, at(3));
    await queueProgress(student.Id, at(7));
    setOnline(false);
    const api = serve(course, {
      handlers: { 'POST /api/video-progress': () => ({ status: 200, body: { lessonCompleted: false } }) },
    });
    openPlayer(CoursePlayerPage, course);
    expect(await screen.findByText('You are offline')).toBeInTheDocument();
    expect(progressPosts(api)).toEqual([]);

    setOnline(true);
    await waitFor(() =>
      expect(progressPosts(api).map((call) => (call.body as { currentTime: number }).currentTime)).toEqual([
        3, 7,
      ]),
    );
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
  });
});
