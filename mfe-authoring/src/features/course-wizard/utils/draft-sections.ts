// Pure edits of a draft's curriculum. Every change rewrites the Order fields 0..n, so what is saved always
// matches what the author sees, whatever was added, removed or moved.
import type { LessonDraft, SectionDraft } from '@portal/shared-api/course-authoring';

let counter = 0;
/** A client id, stable across saves (the server keeps it). */
export function newDraftId(prefix: 's' | 'l'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export function emptySection(): SectionDraft {
  return { Id: newDraftId('s'), Title: '', Description: '', Order: 0, Lessons: [] };
}

/**
 * A lesson is a video unless the author says otherwise (docs/product/course-authoring.md#section-and-lesson).
 */
export function emptyLesson(): LessonDraft {
  return {
    Id: newDraftId('l'),
    Title: '',
    Description: '',
    Type: 'video',
    Duration: 0,
    Content: '',
    Resources: [],
    Order: 0,
    MediaId: null,
  };
}

/** Moves one item from `from` to `to` (clamped); the same array when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from === target || from < 0 || from >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

function renumber<T extends { Order: number }>(items: readonly T[]): T[] {
  return items.map((item, index) => (item.Order === index ? item : { ...item, Order: index }));
}

function ordered(sections: readonly SectionDraft[]): SectionDraft[] {
  return renumber(sections).map((section) => {
    const lessons = renumber(section.Lessons);
    return lessons.every((lesson, i) => lesson === section.Lessons[i])
      ? section
      : { ...section, Lessons: lessons };
  });
}

export function addSection(sections: readonly SectionDraft[], section: SectionDraft): SectionDraft[] {
  return ordered([...sections, section]);
}

export function updateSection(
  sections: readonly SectionDraft[],
  sectionId: string,
  patch: Partial<Pick<SectionDraft, 'Title' | 'Description'>>,
): SectionDraft[] {
  return sections.map((section) => (section.Id === sectionId ? { ...section, ...patch } : section));
}

export function removeSection(sections: readonly SectionDraft[], sectionId: string): SectionDraft[] {
  return ordered(sections.filter((section) => section.Id !== sectionId));
}

export function moveSection(sections: readonly SectionDraft[], from: number, to: number): SectionDraft[] {
  return ordered(moveItem(sections, from, to));
}

function withLessons(
  sections: readonly SectionDraft[],
  sectionId: string,
  change: (lessons: LessonDraft[]) => LessonDraft[],
): SectionDraft[] {
  return ordered(
    sections.map((section) =>
      section.Id === sectionId ? { ...section, Lessons: change(section.Lessons) } : section,
    ),
  );
}

export function addLesson(
  sections: readonly SectionDraft[],
  sectionId: string,
  lesson: LessonDraft,
): SectionDraft[] {
  return withLessons(sections, sectionId, (lessons) => [...lessons, lesson]);
}

/** Replaces a lesson by its Id (an edit from the lesson dialog). */
export function updateLesson(
  sections: readonly SectionDraft[],
  sectionId: string,
  lesson: LessonDraft,
): SectionDraft[] {
  return withLessons(sections, sectionId, (lessons) =>
    lessons.map((current) => (current.Id === lesson.Id ? lesson : current)),
  );
}

export function removeLesson(
  sections: readonly SectionDraft[],
  sectionId: string,
  lessonId: string,
): SectionDraft[] {
  return withLessons(sections, sectionId, (lessons) => lessons.filter((lesson) => lesson.Id !== lessonId));
}

export function moveLesson(
  sections: readonly SectionDraft[],
  sectionId: string,
  from: number,
  to: number,
): SectionDraft[] {
  return withLessons(sections, sectionId, (lessons) => moveItem(lessons, from, to));
}
