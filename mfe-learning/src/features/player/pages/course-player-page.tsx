// /user/courses/:courseSlug/read[/:lessonId] (03 §2 Course player): the course's contents in a sidebar and
// the selected one in three tabs (Content, Notes, Bookmarks). The lesson is the route's, else the last one
// opened, else the first (03 §4); opening one records it, so Continue elsewhere comes back to it.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, Center, Grid, Heading, HStack, Skeleton, Stack, Text } from '@portal/shared-ui';
import { Tabs } from '@portal/shared-ui/data';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from '@portal/shared-ui/router';
import { recordHistory } from '@portal/shared-api/course-history';
import { useUpdateProgress } from '@portal/shared-api/enrollments';
import {
  PLAYER_TEXTS,
  coursePlayerPath,
  useBookmarks,
  usePlayerCourse,
  type Bookmark,
  type PlayerCourse,
} from '@portal/shared-api/player';
import { BookmarkDialog } from '../components/bookmark-dialog.tsx';
import { BookmarksTab } from '../components/bookmarks-tab.tsx';
import { ContentPanel } from '../components/content-panel.tsx';
import { CourseSidebar } from '../components/course-sidebar.tsx';
import { NotesTab } from '../components/notes-tab.tsx';
import { ReportDialog } from '../components/report-dialog.tsx';
import { chooseContent, neighbours } from '../utils/lesson-choice.ts';

type PlayerTab = 'content' | 'notes' | 'bookmarks';

const CARD_TYPES = new Set<string>(['text', 'assignment', 'quiz']);

function PlayerSkeleton() {
  return (
    <Stack p={{ base: '4', md: '6' }} gap="4" aria-busy="true">
      <Text role="status">{PLAYER_TEXTS.preparing}</Text>
      <Skeleton height="8" width="60%" />
      <Grid templateColumns={{ base: '1fr', lg: '320px 1fr' }} gap="6">
        <Stack gap="3">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height="10" />
          ))}
        </Stack>
        <Skeleton height="96" />
      </Grid>
    </Stack>
  );
}

function CourseNotFound() {
  return (
    <Center flexDirection="column" gap="4" py="20" px="4" textAlign="center">
      <Heading as="h1" size="xl">
        {PLAYER_TEXTS.courseNotFound}
      </Heading>
      <Text color="fg.muted">{PLAYER_TEXTS.courseNotFoundBody}</Text>
      <HStack>
        <Button asChild>
          <RouterLink to="/courses">{PLAYER_TEXTS.browseCourses}</RouterLink>
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {PLAYER_TEXTS.tryAgain}
        </Button>
      </HStack>
    </Center>
  );
}

function Player({
  course,
  lessonId,
  startTime,
  refresh,
}: {
  course: PlayerCourse;
  lessonId?: string;
  /** ?t= seconds (a note's moment): the opened lesson's video starts there. */
  startTime: number | null;
  refresh: () => void;
}) {
  const navigate = useNavigate();
  const content = chooseContent(course, lessonId);
  const { previous, next } = content ? neighbours(course, content.id) : { previous: null, next: null };
  const [tab, setTab] = useState<PlayerTab>('content');
  // A seek belongs to its lesson: Go to on another lesson's bookmark opens it, and its video then seeks.
  const [seek, setSeek] = useState<{ lessonId: string; time: number; key: number } | null>(() =>
    content && lessonId && startTime !== null ? { lessonId: content.id, time: startTime, key: 0 } : null,
  );
  const [bookmarkAt, setBookmarkAt] = useState<number | null>(null);
  const [isReporting, setIsReporting] = useState(false);
  const positionRef = useRef(0);
  const bookmarks = useBookmarks(course.id);
  const record = useUpdateProgress();
  const recordRef = useRef(record.trigger);
  recordRef.current = record.trigger;

  const contentId = content?.id;
  const contentType = content?.type;
  const seekTo = useMemo(
    () => (seek && seek.lessonId === contentId ? { time: seek.time, key: seek.key } : null),
    [seek, contentId],
  );

  // The tab is named after the course while the player is open (PageFrame's way: the old name comes back).
  useEffect(() => {
    const previous = document.title;
    document.title = PLAYER_TEXTS.pageTitle(course.title);
    return () => {
      document.title = previous;
    };
  }, [course.title]);

  // Opening a content is remembered (silently: a failure only costs the "last lesson").
  useEffect(() => {
    if (!contentId) return;
    positionRef.current = 0;
    // A seek left for another lesson is spent: coming back to that lesson resumes, it does not seek again.
    setSeek((current) => (current && current.lessonId !== contentId ? null : current));
    recordRef.current({ courseId: course.id, payload: { lessonId: contentId } }).catch(() => undefined);
    // A video's history is its plays and pauses; any other content is 'viewed' when opened.
    if (contentType !== 'video')
      void recordHistory({ CourseId: course.id, LessonId: contentId, Action: 'viewed', Progress: 0 });
  }, [course.id, contentId, contentType]);

  const open = (id: string) => navigate(coursePlayerPath(course.slug, id), { replace: true });
  const seekIn = (lessonId: string, time: number) => {
    setSeek({ lessonId, time, key: Date.now() });
    setTab('content');
  };
  const goToBookmark = (bookmark: Bookmark) => {
    if (contentId !== bookmark.lessonId) open(bookmark.lessonId);
    seekIn(bookmark.lessonId, bookmark.time);
  };

  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="1" mb="4">
        <Heading as="h1" size="xl">
          {course.title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {course.instructor.name} · {Math.floor(course.durationMinutes / 60)}h {course.durationMinutes % 60}m
        </Text>
        {course.description ? (
          <Text color="fg.muted" lineClamp={2} maxW="4xl">
            {course.description}
          </Text>
        ) : null}
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: '320px minmax(0, 1fr)' }} gap="6" alignItems="start">
        <CourseSidebar course={course} selectedId={content?.id ?? null} />
        <Box as="section" aria-label="Lesson" minW="0">
          <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as PlayerTab)} lazyMount>
            <Tabs.List>
              <Tabs.Trigger value="content">Content</Tabs.Trigger>
              <Tabs.Trigger value="notes">Notes</Tabs.Trigger>
              <Tabs.Trigger value="bookmarks">Bookmarks ({bookmarks.data?.length ?? 0})</Tabs.Trigger>
            </Tabs.List>
            {/* Panels stay mounted once shown (lazyMount without unmountOnExit): the video keeps its place. */}
            <Tabs.Content value="content">
              {/* Text, assignments and quizzes title their own card. */}
              {content && !CARD_TYPES.has(content.type) ? (
                <Heading as="h2" size="lg" mb="3">
                  {content.title}
                </Heading>
              ) : null}
              <ContentPanel
                courseId={course.id}
                content={content}
                onChanged={refresh}
                video={{
                  seekTo,
                  positionRef,
                  onCompleted: refresh,
                  next: next ? { id: next.id, title: next.title } : null,
                  onAdvance: () => next && open(next.id),
                  onBookmark: (time) => setBookmarkAt(time),
                  onReport: () => setIsReporting(true),
                }}
              />
              <HStack justify="space-between" mt="6">
                <Button variant="outline" disabled={!previous} onClick={() => previous && open(previous.id)}>
                  Previous
                </Button>
                <Button variant="outline" disabled={!next} onClick={() => next && open(next.id)}>
                  Next
                </Button>
              </HStack>
            </Tabs.Content>
            <Tabs.Content value="notes">
              {content ? (
                <NotesTab
                  courseId={course.id}
                  content={content}
                  position={() => positionRef.current}
                  onSeek={(time) => seekIn(content.id, time)}
                />
              ) : null}
            </Tabs.Content>
            <Tabs.Content value="bookmarks">
              <BookmarksTab courseId={course.id} onGoTo={goToBookmark} />
            </Tabs.Content>
          </Tabs.Root>
        </Box>
      </Grid>
      {bookmarkAt !== null && content ? (
        <BookmarkDialog lessonId={content.id} time={bookmarkAt} onClose={() => setBookmarkAt(null)} />
      ) : null}
      {isReporting && content ? (
        <ReportDialog lessonId={content.id} onClose={() => setIsReporting(false)} />
      ) : null}
    </Box>
  );
}

export function CoursePlayerPage() {
  const { courseSlug, lessonId } = useParams();
  const [searchParams] = useSearchParams();
  const t = Number.parseInt(searchParams.get('t') ?? '', 10);
  const course = usePlayerCourse(courseSlug);
  // A failed refresh (after a completion) keeps the course on screen; only a failed first load is final.
  if (!course.data) return course.error ? <CourseNotFound /> : <PlayerSkeleton />;
  return (
    <Player
      course={course.data}
      lessonId={lessonId}
      startTime={Number.isFinite(t) && t >= 0 ? t : null}
      refresh={() => void course.mutate()}
    />
  );
}
