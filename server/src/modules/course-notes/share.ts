// Shared notes (issue 10): an unguessable link /notes/shared/{token} that shows one public note read-only to
// anyone, until its owner revokes it or makes the note private. Sharing twice answers the same link.
import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { NOTE_TEXTS } from '@portal/shared-api/contract/course-notes';
import type { NoteShareLink, SharedNote } from '@portal/shared-api/contract/course-notes';
import { displayName } from '@portal/shared-api/contract/auth';
import type { Deps } from '../../core/deps.ts';
import { courseNotes } from './tables.ts';
import { courses, lessons } from '../catalog/tables.ts';
import { users } from '../users/tables.ts';
import { httpError } from '../../core/errors.ts';
import { findOwnNote, noteColor } from './notes.ts';
import { type Caller } from '../../core/caller.ts';

const sharedNoteUrl = (deps: Deps, token: string) => `${deps.config.publicUrl}/notes/shared/${token}`;

/** POST /course-notes/{noteId}/share: the note's link; a private note is refused (409). */
export async function shareNote(deps: Deps, caller: Caller, noteId: string): Promise<NoteShareLink> {
  const { note } = await findOwnNote(deps, caller, noteId);
  if (note.isPrivate) throw httpError(409, NOTE_TEXTS.privateNotShareable);
  const token = note.shareToken ?? randomBytes(18).toString('base64url');
  if (!note.shareToken)
    await deps.db
      .update(courseNotes)
      .set({ shareToken: token })
      .where(and(eq(courseNotes.id, note.id), eq(courseNotes.userId, caller.id)));
  return { token, shareUrl: sharedNoteUrl(deps, token) };
}

/** DELETE /course-notes/{noteId}/share: the link stops working at once. */
export async function revokeNoteShare(deps: Deps, caller: Caller, noteId: string): Promise<void> {
  const { note } = await findOwnNote(deps, caller, noteId);
  await deps.db
    .update(courseNotes)
    .set({ shareToken: null })
    .where(and(eq(courseNotes.id, note.id), eq(courseNotes.userId, caller.id)));
}

/** GET /course-notes/shared/{shareToken}, public. A revoked or private note is a 404. */
export async function readSharedNote(deps: Deps, token: string): Promise<SharedNote> {
  const [row] = await deps.db
    .select({
      note: courseNotes,
      courseTitle: courses.title,
      courseSlug: courses.slug,
      lessonTitle: lessons.title,
      author: { Firstname: users.firstname, Lastname: users.lastname, Username: users.username },
    })
    .from(courseNotes)
    .innerJoin(courses, eq(courses.id, courseNotes.courseId))
    .innerJoin(users, eq(users.id, courseNotes.userId))
    .leftJoin(lessons, eq(lessons.id, courseNotes.lessonId))
    .where(
      and(
        eq(courseNotes.shareToken, token),
        isNotNull(courseNotes.shareToken),
        eq(courseNotes.isPrivate, false),
      ),
    )
    .limit(1);
  if (!row) throw httpError(404, NOTE_TEXTS.sharedNotFound);
  return {
    Title: row.note.title,
    Content: row.note.content,
    CourseTitle: row.courseTitle,
    CourseSlug: row.courseSlug,
    LessonTitle: row.lessonTitle ?? row.note.lessonName,
    Timestamp: row.note.timestampSeconds,
    Tags: row.note.tags,
    Color: noteColor(row.note.color),
    AuthorName: displayName(row.author),
    UpdatedAt: row.note.updatedAt.toISOString(),
  };
}
