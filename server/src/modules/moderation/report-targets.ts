// What a content report is about: a lesson (player), a course, a blog post, or a post or comment of the social
// feed. One query reads the reports with their target, its author and where a moderator can see it; the
// writes (hide, warn) use the same description to know which row to touch and whom to tell.
import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  REPORT_REASON_LABELS,
  TARGET_EXCERPT_MAX,
  type ModerationReport,
  type ReportTarget,
  type ReportTargetKind,
} from '@portal/shared-api/contract/moderation';
import type { Db, Tx } from '../../platform/db/client.ts';
import { blogPosts } from '../posts/tables.ts';
import { contentReports } from './tables.ts';
import { courses, lessons, sections } from '../catalog/tables.ts';
import { socialPostComments, socialPosts } from '../social/tables.ts';
import { users } from '../users/tables.ts';
import { plainText } from '../../core/sanitize.ts';
import { displayNameOf } from '../people/index.ts';

const reporter = alias(users, 'reporter');
const resolver = alias(users, 'resolver');
const author = alias(users, 'author');
type NameColumns = 'id' | 'firstname' | 'lastname' | 'username';
/** The columns a person's name is made of, from one alias of users. */
function names<T extends Record<NameColumns, unknown>>(table: T): Pick<T, NameColumns> {
  return { id: table.id, firstname: table.firstname, lastname: table.lastname, username: table.username };
}

// A lesson's course is read through its section, so a report naming only the lesson still finds it.
const courseId = sql`coalesce(${sections.courseId}, ${contentReports.courseId})`;
const authorId = sql`coalesce(${socialPostComments.authorId}, ${socialPosts.authorId}, ${blogPosts.authorId}, ${courses.createdById})`;

/** Reports with their targets; `where`, order and page are the caller's. */
export function selectReports(db: Db | Tx) {
  return db
    .select({
      report: contentReports,
      reporter: names(reporter),
      resolver: names(resolver),
      author: names(author),
      lesson: { title: lessons.title, hiddenAt: lessons.hiddenAt },
      course: { title: courses.title, slug: courses.slug },
      post: { title: blogPosts.title, slug: blogPosts.slug, hiddenAt: blogPosts.hiddenAt },
      socialPost: { content: socialPosts.content, hiddenAt: socialPosts.hiddenAt },
      socialComment: { content: socialPostComments.content, hiddenAt: socialPostComments.hiddenAt },
    })
    .from(contentReports)
    .leftJoin(reporter, eq(reporter.id, contentReports.reporterId))
    .leftJoin(resolver, eq(resolver.id, contentReports.resolvedById))
    .leftJoin(lessons, eq(lessons.id, contentReports.lessonId))
    .leftJoin(sections, eq(sections.id, lessons.sectionId))
    .leftJoin(courses, sql`${courses.id} = ${courseId}`)
    .leftJoin(blogPosts, eq(blogPosts.id, contentReports.postId))
    .leftJoin(socialPosts, eq(socialPosts.id, contentReports.socialPostId))
    .leftJoin(socialPostComments, eq(socialPostComments.id, contentReports.socialCommentId))
    .leftJoin(author, sql`${author.id} = ${authorId}`);
}

export type ReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

export function kindOf(report: ReportRow['report']): ReportTargetKind {
  if (report.lessonId) return 'lesson';
  if (report.socialCommentId) return 'social-comment';
  if (report.socialPostId) return 'social-post';
  if (report.postId) return 'post';
  return 'course';
}

function excerpt(text: string): string {
  const plain = plainText(text).replace(/\s+/g, ' ');
  return plain.length > TARGET_EXCERPT_MAX ? `${plain.slice(0, TARGET_EXCERPT_MAX - 1)}…` : plain;
}

export function targetOf(row: ReportRow): ReportTarget {
  const kind = kindOf(row.report);
  const courseSlug = row.course?.slug;
  const common = {
    Kind: kind,
    Author: row.author ? { Id: row.author.id, Name: displayNameOf(row.author) } : null,
  };
  switch (kind) {
    case 'lesson':
      return {
        ...common,
        Title: excerpt(`${row.course?.title ?? ''} › ${row.lesson?.title ?? ''}`),
        Url: courseSlug ? `/user/courses/${courseSlug}/read/${row.report.lessonId}` : null,
        Hidden: Boolean(row.lesson?.hiddenAt),
      };
    case 'course':
      return {
        ...common,
        Title: excerpt(row.course?.title ?? ''),
        Url: courseSlug ? `/courses/${courseSlug}` : null,
        Hidden: false,
      };
    case 'post':
      return {
        ...common,
        Title: excerpt(row.post?.title ?? ''),
        Url: row.post ? `/posts/${row.post.slug}` : null,
        Hidden: Boolean(row.post?.hiddenAt),
      };
    case 'social-post':
      return {
        ...common,
        Title: excerpt(row.socialPost?.content ?? ''),
        Url: '/user/social',
        Hidden: Boolean(row.socialPost?.hiddenAt),
      };
    case 'social-comment':
      return {
        ...common,
        Title: excerpt(row.socialComment?.content ?? ''),
        Url: '/user/social',
        Hidden: Boolean(row.socialComment?.hiddenAt),
      };
  }
}

export function toModerationReport(
  row: ReportRow,
  resolution: ModerationReport['Resolution'],
): ModerationReport {
  const { report } = row;
  return {
    Id: report.id,
    Reason: report.reason,
    ReasonLabel: REPORT_REASON_LABELS[report.reason],
    Description: plainText(report.description),
    CreatedAt: report.createdAt.toISOString(),
    Reporter: row.reporter ? { Id: row.reporter.id, Name: displayNameOf(row.reporter) } : null,
    Target: targetOf(row),
    Status: report.status,
    ResolvedBy: row.resolver ? { Name: displayNameOf(row.resolver) } : null,
    ResolvedAt: report.resolvedAt?.toISOString() ?? null,
    Resolution: resolution,
  };
}

/** The column naming a report's target and its table's row to hide; null for a course (nothing to hide). */
export function hideableTarget(report: ReportRow['report']): {
  sameTarget: SQL;
  hide: (db: Db | Tx, now: Date) => Promise<unknown>;
} | null {
  const set = (now: Date) => ({ hiddenAt: sql`coalesce(hidden_at, ${now.toISOString()}::timestamptz)` });
  switch (kindOf(report)) {
    case 'lesson': {
      const id = report.lessonId!;
      return {
        sameTarget: eq(contentReports.lessonId, id),
        hide: (db, now) => db.update(lessons).set(set(now)).where(eq(lessons.id, id)),
      };
    }
    case 'post': {
      const id = report.postId!;
      return {
        sameTarget: eq(contentReports.postId, id),
        hide: (db, now) => db.update(blogPosts).set(set(now)).where(eq(blogPosts.id, id)),
      };
    }
    case 'social-post': {
      const id = report.socialPostId!;
      return {
        sameTarget: eq(contentReports.socialPostId, id),
        hide: (db, now) => db.update(socialPosts).set(set(now)).where(eq(socialPosts.id, id)),
      };
    }
    case 'social-comment': {
      const id = report.socialCommentId!;
      return {
        sameTarget: eq(contentReports.socialCommentId, id),
        hide: (db, now) => db.update(socialPostComments).set(set(now)).where(eq(socialPostComments.id, id)),
      };
    }
    case 'course':
      return null;
  }
}
