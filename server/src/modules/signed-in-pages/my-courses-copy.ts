// /user/courses' first screen in its default view (docs/product/enrollments.md#my-courses), from the same
// service as GET /api/enrollments/user for the session's own user: the four stat cards, the All tab's cards,
// most recently opened first, the first cover fetched first (on a phone it is the page's largest picture).
// The search, sort and tabs need the live page; their places are kept so the cards do not move.
import {
  coursePlayerPath,
  ENROLLMENT_TEXTS,
  MY_COURSES_SORTS,
  type EnrolledCourse,
} from '@portal/shared-api/contract/enrollments';
import type { Deps } from '../../core/deps.ts';
import { html, type SafeHtml } from '../../platform/html/escape-html.ts';
import { portalFrame } from '../../platform/html/signed-in-page-html.ts';
import { listEnrollments } from '../enrollments/index.ts';
import { pageFrame, progressBar, statCards, timeAgo } from './copy-parts.ts';
import type { PageCopy, PageUser } from './render.ts';

function stats(courses: EnrolledCourse[]): SafeHtml {
  const completed = courses.filter((course) => course.Status === 'completed').length;
  const sum = courses.reduce((total, course) => total + course.Progress, 0);
  const average = courses.length === 0 ? 0 : Math.round(sum / courses.length);
  return statCards(
    [
      { label: 'Total Courses', value: courses.length },
      { label: 'In Progress', value: courses.length - completed },
      { label: 'Completed', value: completed },
      { label: 'Avg Progress', value: `${average}%` },
    ],
    'pr-stats-4',
  );
}

/** The search and the sort, drawn only: the live page brings them to life. */
const toolbar = () =>
  html`<div class="pr-toolbar" aria-hidden="true">
    <div class="pr-field pr-search">
      <span class="pr-label">Search courses</span
      ><span class="pr-input">Search by title, instructor or category</span>
    </div>
    <div class="pr-field pr-sort">
      <span class="pr-label">Sort by</span><span class="pr-input">${MY_COURSES_SORTS[0].label}</span>
    </div>
  </div>`;

/** The tabs with their counts, drawn only, the All tab chosen. */
function tabs(courses: EnrolledCourse[]): SafeHtml {
  const completed = courses.filter((course) => course.Status === 'completed').length;
  const counts = [
    ['All', courses.length],
    ['In Progress', courses.length - completed],
    ['Completed', completed],
  ] as const;
  return html`<div class="pr-tabs" aria-hidden="true">
    ${counts.map(
      ([label, count], index) =>
        html`<span class="${index === 0 ? 'pr-tab pr-current' : 'pr-tab'}"
          >${label}<span class="pr-count">${count}</span></span
        >`,
    )}
  </div>`;
}

function card(course: EnrolledCourse, index: number): SafeHtml {
  const action =
    course.Status === 'completed' ? ENROLLMENT_TEXTS.reviewCourse : ENROLLMENT_TEXTS.continueLearning;
  const first = index === 0;
  return html`<article class="pr-card pr-course-card" aria-label="${course.Title}">
    <div class="pr-cover">
      ${
        course.Thumbnail
          ? html`<img
              src="${course.Thumbnail}"
              alt="Cover of ${course.Title}"
              width="640"
              height="360"
              loading="${first ? 'eager' : 'lazy'}"
              fetchpriority="${first ? 'high' : 'auto'}"
              decoding="async"
            />`
          : null
      }
    </div>
    <div class="pr-card-body">
      <div>
        <h2 class="pr-clamp">${course.Title}</h2>
        <p class="pr-small pr-muted">${course.Instructor.Username}</p>
      </div>
      ${progressBar(course.Progress, `${course.Title} progress`)}
      <p class="pr-small pr-muted">
        ${course.LastAccessedAt ? `Last accessed: ${timeAgo(course.LastAccessedAt)}` : 'Not started yet'}
      </p>
    </div>
    <div class="pr-card-foot">
      <a
        class="${course.Status === 'completed' ? 'pr-button pr-wide' : 'pr-button pr-solid pr-wide'}"
        href="${coursePlayerPath(course.Slug, course.LastLessonId)}"
        aria-label="${action} ${course.Title}"
        >${action}</a
      >
    </div>
  </article>`;
}

export async function myCoursesCopy(deps: Deps, user: PageUser): Promise<PageCopy> {
  // The service's order is the default sort's: most recently opened first, never-opened ones last.
  const courses = await listEnrollments(deps, user.Id);
  const blocks =
    courses.length === 0
      ? html`<div class="pr-empty">
          <h2>${ENROLLMENT_TEXTS.noEnrolments}</h2>
          <a class="pr-button pr-solid" href="/courses">${ENROLLMENT_TEXTS.browseCourses}</a>
        </div>`
      : html`${stats(courses)}${toolbar()}
          <div>
            ${tabs(courses)}
            <div class="pr-cards">${courses.map(card)}</div>
          </div>`;
  const page = pageFrame('My Courses', 'Every course you follow, and where you left off.', blocks);
  return { content: portalFrame(page), leadImage: courses[0]?.Thumbnail ?? null };
}
