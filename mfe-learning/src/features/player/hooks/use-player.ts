// The player's state around one course: the content shown (the route's lesson, else the last opened,
// else the first), its neighbours, the open tab, where the video seeks and how far it has played.
import { useRef, useState } from 'react';
import { useNavigate } from '@portal/shared-ui/router';
import { coursePlayerPath, type Bookmark, type PlayerCourse } from '@portal/shared-api/player';
import { chooseContent, neighbours } from '../utils/lesson-choice.ts';
import { useLessonVisit } from './use-lesson-visit.ts';
import { usePlayerSeek } from './use-player-seek.ts';

/** 'content' is the first tab: the lesson, or on a phone (where the lesson sits above the tabs) the outline. */
export type PlayerTab = 'content' | 'notes' | 'bookmarks';

export function usePlayer(course: PlayerCourse, lessonId: string | undefined, startTime: number | null) {
  const navigate = useNavigate();
  const content = chooseContent(course, lessonId);
  const { previous, next } = content ? neighbours(course, content.id) : { previous: null, next: null };
  const [tab, setTab] = useState<PlayerTab>('content');
  const positionRef = useRef(0);
  // ?t= applies to the lesson the address names, not to one the player chose.
  const seek = usePlayerSeek(content?.id, () =>
    content && lessonId && startTime !== null ? { lessonId: content.id, time: startTime, key: 0 } : null,
  );
  useLessonVisit(course.id, content, positionRef);

  const open = (id: string) => void navigate(coursePlayerPath(course.slug, id), { replace: true });
  const seekIn = (id: string, time: number) => {
    seek.seekIn(id, time);
    setTab('content');
  };
  const goToBookmark = (bookmark: Bookmark) => {
    if (content?.id !== bookmark.lessonId) open(bookmark.lessonId);
    seekIn(bookmark.lessonId, bookmark.time);
  };

  return {
    content,
    previous,
    next,
    tab,
    setTab,
    seekTo: seek.seekTo,
    positionRef,
    open,
    seekIn,
    goToBookmark,
  };
}

export type PlayerState = ReturnType<typeof usePlayer>;
