// Which content the player shows (docs/product/player.md#lesson-choice): the route's lesson, else the last
// accessed, else the first; and what comes next for auto-advance (next in the section, else the first of
// the next section).
import type { PlayerContent, PlayerCourse } from '@portal/shared-api/player';

export function allContents(course: PlayerCourse): PlayerContent[] {
  return course.sections.flatMap((section) => section.contents);
}

export function chooseContent(course: PlayerCourse, lessonId: string | undefined): PlayerContent | null {
  const contents = allContents(course);
  const find = (id: string | null | undefined) => (id ? contents.find((c) => c.id === id) : undefined);
  return find(lessonId) ?? find(course.progress.lastAccessedLessonId) ?? contents[0] ?? null;
}

export function neighbours(course: PlayerCourse, contentId: string) {
  const contents = allContents(course);
  const at = contents.findIndex((c) => c.id === contentId);
  return {
    previous: at > 0 ? contents[at - 1]! : null,
    next: at >= 0 && at < contents.length - 1 ? contents[at + 1]! : null,
  };
}

/** Seconds as m:ss, h:mm:ss past an hour (docs/product/notes.md#note-display). */
export function formatTime(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
