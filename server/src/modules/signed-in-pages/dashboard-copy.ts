// /user's first screen (docs/product/dashboard.md#dashboard-page), from the same service as GET /api/dashboard
// for the session's own user: the stats, recent courses, upcoming meetings and latest achievements, laid out
// as mfe-learning's DashboardPage lays them. Trending courses, below them, arrive with the live page.
import { displayName } from '@portal/shared-api/contract/auth';
import type { Dashboard } from '@portal/shared-api/contract/dashboard';
import { coursePlayerPath } from '@portal/shared-api/contract/enrollments';
import type { Deps } from '../../core/deps.ts';
import { html, type SafeHtml } from '../../platform/html/escape-html.ts';
import { portalFrame } from '../../platform/html/signed-in-page-html.ts';
import { getDashboard } from '../dashboard/index.ts';
import { formatDay, pageFrame, progressBar, sectionCard, statCards } from './copy-parts.ts';
import type { PageCopy, PageUser } from './render.ts';

function stats({ stats: figures }: Dashboard): SafeHtml {
  return statCards(
    [
      {
        label: 'Enrolled Courses',
        value: figures.enrolledCourses,
        help: `${figures.inProgressCourses} in progress`,
      },
      {
        label: 'Completed',
        value: figures.completedCourses,
        help: `${figures.certificatesEarned} certificates earned`,
      },
      { label: 'Hours Learned', value: figures.TotalHoursLearned, help: 'Total study time' },
      { label: 'Current Streak', value: `${figures.CurrentStreak} days`, help: 'Keep it going' },
      {
        label: `Level ${figures.level}`,
        value: `${figures.TotalPoints} pts`,
        help: `${figures.NextLevelPoints} points to level ${figures.level + 1}`,
      },
    ],
    'pr-stats-5',
  );
}

function recentCourses({ recentCourses: courses }: Dashboard): SafeHtml {
  const body =
    courses.length === 0
      ? html`<p class="pr-muted">You haven't enrolled in any courses yet.</p>`
      : html`<ul class="pr-rows">
          ${courses.map(
            (course) =>
              html`<li class="pr-row">
                <div class="pr-thumb">
                  ${course.CoverImage ? html`<img src="${course.CoverImage}" alt="" loading="lazy" />` : null}
                </div>
                <div class="pr-grow">
                  <p class="pr-strong pr-clamp">${course.Title}</p>
                  ${progressBar(course.Progress, `${course.Title} progress`)}
                </div>
                <a
                  class="pr-button"
                  href="${coursePlayerPath(course.Slug)}"
                  aria-label="Continue ${course.Title}"
                  >Continue</a
                >
              </li>`,
          )}
        </ul>`;
  return sectionCard('Recent Courses', { label: 'View all courses', to: '/user/courses' }, body);
}

function meetings({ upcomingMeetings }: Dashboard): SafeHtml {
  const body =
    upcomingMeetings.length === 0
      ? html`<p class="pr-muted">No upcoming meetings</p>`
      : html`<ul class="pr-rows">
          ${upcomingMeetings.map(
            (meeting) =>
              html`<li class="pr-row pr-wrap">
                <div class="pr-grow">
                  <p class="pr-strong pr-clamp">${meeting.Topic}</p>
                  <p class="pr-small pr-muted">${formatDay(meeting.StartTime)} · ${meeting.Owner}</p>
                </div>
                <a
                  class="pr-button pr-solid"
                  href="/user/meetings/${meeting.Id}"
                  aria-label="Join ${meeting.Topic}"
                  >Join</a
                >
              </li>`,
          )}
        </ul>`;
  return sectionCard('Upcoming Meetings', { label: 'View all meetings', to: '/user/meetings' }, body);
}

function achievements({ achievements: earned }: Dashboard): SafeHtml {
  const body =
    earned.length === 0
      ? html`<p class="pr-muted">No achievements unlocked yet</p>`
      : html`<ul class="pr-rows">
          ${earned.map(
            (achievement) =>
              html`<li class="pr-row pr-top-aligned">
                <div class="pr-grow">
                  <p class="pr-strong">${achievement.Title}</p>
                  <p class="pr-small pr-muted">${achievement.Description}</p>
                  ${
                    achievement.EarnedAt
                      ? html`<p class="pr-xs pr-muted">Earned ${formatDay(achievement.EarnedAt)}</p>`
                      : null
                  }
                </div>
                <span class="pr-badge">+${achievement.Points} pts</span>
              </li>`,
          )}
        </ul>`;
  return sectionCard(
    'Latest Achievements',
    { label: 'View all achievements', to: '/user/achievements' },
    body,
  );
}

export async function dashboardCopy(deps: Deps, user: PageUser): Promise<PageCopy> {
  const dashboard = await getDashboard(deps, user.Id);
  const name = displayName(user);
  const blocks = html`${stats(dashboard)}
    <div class="pr-two">
      ${recentCourses(dashboard)}
      <div class="pr-stack6">${meetings(dashboard)}${achievements(dashboard)}</div>
    </div>`;
  const page = pageFrame('Dashboard', name ? `Welcome back, ${name}!` : 'Welcome back!', blocks);
  // Its largest element is text (a course or an achievement): no picture to fetch first.
  return { content: portalFrame(page) };
}
