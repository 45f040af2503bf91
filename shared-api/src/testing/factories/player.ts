// Course player fixtures for page tests and stories: a course with one content of each type, bookmarks,
// course notes and quiz results.
import type { CourseNote } from '../../course-notes/contract.ts';
import type { Bookmark, PlayerContent, PlayerCourse } from '../../player/contract.ts';

let sequence = 0;

/** A text lesson of 8 minutes, not completed; override the type and what it needs. */
export function buildPlayerContent(overrides: Partial<PlayerContent> = {}): PlayerContent {
  sequence += 1;
  return {
    id: `00000000-0000-4000-b000-${String(sequence).padStart(12, '0')}`,
    title: `Lesson ${sequence}`,
    type: 'text',
    durationMinutes: 8,
    completed: false,
    description: '',
    url: null,
    streamUrl: null,
    streamStatus: null,
    poster: null,
    youtubeLink: null,
    vimeoLink: null,
    mediaId: null,
    transcriptions: [],
    html: '<p>Read this first.</p>',
    quiz: null,
    ...overrides,
  };
}

/**
 * "Testing React": a video, a PDF and a text lesson in a first section, a quiz (one single and one
 * multiple-choice question) in a second, and an empty third section; nothing opened yet.
 */
export function buildPlayerCourse(overrides: Partial<PlayerCourse> = {}): PlayerCourse {
  const video = buildPlayerContent({
    title: 'Welcome video',
    type: 'video',
    html: null,
    streamUrl: '/public/upload/streams/demo/manifest.mpd',
    url: '/public/upload/videos/demo.mp4',
    mediaId: 'media-1',
    description: 'What the course covers.',
  });
  const pdf = buildPlayerContent({
    title: 'Handout',
    type: 'pdf',
    html: null,
    url: '/public/upload/docs/handout.pdf',
  });
  const text = buildPlayerContent({ title: 'Reading', html: '<h2>Read me</h2><p>Plain words.</p>' });
  const quiz = buildPlayerContent({
    title: 'Fundamentals check',
    type: 'quiz',
    html: null,
    quiz: {
      questions: [
        { id: 'q1', prompt: 'Pick B', kind: 'single', options: ['A', 'B', 'C'] },
        { id: 'q2', prompt: 'Pick A and C', kind: 'multiple', options: ['A', 'B', 'C'] },
      ],
      passMark: 70,
      bestScore: null,
      attempts: 0,
    },
  });
  return {
    id: '00000000-0000-4000-c000-000000000001',
    slug: 'testing-react',
    title: 'Testing React',
    description: 'Tests that read like the product.',
    instructor: { id: 'instructor-1', name: 'Jordan Lee', avatar: null, bio: 'Teaches testing.' },
    thumbnail: null,
    durationMinutes: 95,
    rating: 4.5,
    reviewCount: 3,
    lastUpdated: '2026-11-01T09:00:00.000Z',
    sections: [
      { id: 's1', title: 'Start here', description: '', contents: [video, pdf, text] },
      { id: 's2', title: 'Check', description: '', contents: [quiz] },
      { id: 's3', title: 'Coming soon', description: '', contents: [] },
    ],
    progress: { completedLessons: 0, totalLessons: 4, percentage: 0, lastAccessedLessonId: null },
    ...overrides,
  };
}

/** A bookmark 1:05 into a lesson, with a note. */
export function buildBookmark(overrides: Partial<Bookmark> = {}): Bookmark {
  sequence += 1;
  return {
    id: `00000000-0000-4000-d000-${String(sequence).padStart(12, '0')}`,
    lessonId: 'lesson-1',
    lessonTitle: 'Welcome video',
    note: 'Worth watching again',
    time: 65,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A yellow note taken 1:05 into a lesson of "Testing React". */
export function buildCourseNote(overrides: Partial<CourseNote> = {}): CourseNote {
  sequence += 1;
  return {
    Id: `00000000-0000-4000-e000-${String(sequence).padStart(12, '0')}`,
    Title: 'Notes: Welcome video',
    Content: '<p>Remember this.</p>',
    CourseId: '00000000-0000-4000-c000-000000000001',
    CourseTitle: 'Testing React',
    CourseSlug: 'testing-react',
    LessonId: 'lesson-1',
    LessonTitle: 'Welcome video',
    LessonName: null,
    Timestamp: 65,
    Tags: [],
    IsPrivate: true,
    Color: '#FFF9C4',
    ShareToken: null,
    CreatedAt: '2026-11-20T10:00:00.000Z',
    UpdatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
