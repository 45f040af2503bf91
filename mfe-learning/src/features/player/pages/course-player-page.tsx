// /user/courses/:courseSlug/read[/:lessonId] (docs/product/player.md#screens): the course's contents in a
// sidebar and the selected one in three tabs (Content, Notes, Bookmarks); on a phone the selected one first,
// at full width, and the contents, Notes and Bookmarks as tabs under it. The lesson is the route's, else
// the last one opened, else the first (docs/product/player.md#lesson-choice); opening one records it, so
// Continue elsewhere comes back to it. Offline, the course stored on this device stands in
// (docs/product/player.md#offline).
import { useEffect, useRef, useState } from 'react';
import { Box, Grid, Stack, Text, useIsPhone } from '@portal/shared-ui';
import { PageFrame, QueryState } from '@portal/shared-ui/data';
import { PLAYER_TEXTS, useBookmarks, type PlayerCourse } from '@portal/shared-api/player';
import { BookmarkDialog } from '../components/bookmark-dialog.tsx';
import { CourseNotFound } from '../components/course-not-found.tsx';
import { CourseSidebar } from '../components/course-sidebar.tsx';
import { LessonTabs } from '../components/lesson-tabs.tsx';
import { LessonView } from '../components/lesson-view.tsx';
import { OfflineNotice } from '../components/offline-notice.tsx';
import { PlayerSkeleton } from '../components/player-skeleton.tsx';
import { ReportDialog } from '../components/report-dialog.tsx';
import { useCourseWithOffline } from '../hooks/use-course-with-offline.ts';
import { usePlayer } from '../hooks/use-player.ts';
import { usePlayerParams } from '../hooks/use-player-params.ts';

type PlayerProps = {
  course: PlayerCourse;
  lessonId: string | undefined;
  /** ?t= seconds (a note's moment): the opened lesson's video starts there. */
  startTime: number | null;
  refresh: () => void;
};

function Player({ course, lessonId, startTime, refresh }: PlayerProps) {
  const player = usePlayer(course, lessonId, startTime);
  const { content } = player;
  const bookmarks = useBookmarks(course.id);
  const [bookmarkAt, setBookmarkAt] = useState<number | null>(null);
  const [isReporting, setIsReporting] = useState(false);
  const isPhone = useIsPhone();
  const lessonRef = useRef<HTMLElement>(null);
  // On a phone the lesson is above the tabs: a note's or a bookmark's moment brings it back into view.
  const { seekTo } = player;
  useEffect(() => {
    if (isPhone && seekTo) lessonRef.current?.scrollIntoView?.({ block: 'start' });
  }, [isPhone, seekTo]);

  const lesson = (
    <LessonView
      course={course}
      player={player}
      onChanged={refresh}
      onBookmark={setBookmarkAt}
      onReport={() => setIsReporting(true)}
    />
  );
  const outline = <CourseSidebar course={course} selectedId={content?.id ?? null} />;
  const bookmarkCount = bookmarks.data?.length ?? 0;

  return (
    <PageFrame
      title={course.title}
      documentTitle={PLAYER_TEXTS.pageTitle(course.title)}
      description={
        <>
          <Text as="span" display="block" fontSize="sm">
            {PLAYER_TEXTS.byline(course.instructor.name, course.durationMinutes)}
          </Text>
          {course.description ? (
            <Text as="span" lineClamp={2} maxW="4xl">
              {course.description}
            </Text>
          ) : null}
        </>
      }
    >
      {isPhone ? (
        <Stack gap="6">
          <Box as="section" ref={lessonRef} aria-label={PLAYER_TEXTS.lessonRegion} scrollMarginTop="20">
            {lesson}
          </Box>
          <LessonTabs
            course={course}
            player={player}
            bookmarkCount={bookmarkCount}
            first={{ label: PLAYER_TEXTS.sidebarTitle, panel: outline }}
          />
        </Stack>
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: '320px minmax(0, 1fr)' }} gap="6" alignItems="start">
          {outline}
          <Box as="section" aria-label={PLAYER_TEXTS.lessonRegion} minW="0">
            <LessonTabs
              course={course}
              player={player}
              bookmarkCount={bookmarkCount}
              first={{ label: PLAYER_TEXTS.contentTab, panel: lesson }}
            />
          </Box>
        </Grid>
      )}
      {bookmarkAt !== null && content ? (
        <BookmarkDialog lessonId={content.id} time={bookmarkAt} onClose={() => setBookmarkAt(null)} />
      ) : null}
      {isReporting && content ? (
        <ReportDialog lessonId={content.id} onClose={() => setIsReporting(false)} />
      ) : null}
    </PageFrame>
  );
}

export function CoursePlayerPage() {
  const { courseSlug, lessonId, startTime } = usePlayerParams();
  const course = useCourseWithOffline(courseSlug);
  // A failed refresh (after a completion) keeps the course on screen; only a failed first load is final, and
  // every failure reads as Course Not Found.
  return (
    <>
      <OfflineNotice />
      <QueryState
        query={course}
        errorTitle={PLAYER_TEXTS.courseNotFound}
        loading={<PlayerSkeleton />}
        failed={<CourseNotFound />}
      >
        {(data) => (
          <Player
            course={data}
            lessonId={lessonId}
            startTime={startTime}
            refresh={() => void course.mutate()}
          />
        )}
      </QueryState>
    </>
  );
}
