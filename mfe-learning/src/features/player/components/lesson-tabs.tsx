// The selected content in three tabs (Content, Notes, Bookmarks), with Previous and Next under it.
import { Button, Heading, HStack } from '@portal/shared-ui';
import { Tabs } from '@portal/shared-ui/data';
import { PLAYER_TEXTS, type PlayerCourse } from '@portal/shared-api/player';
import type { PlayerState, PlayerTab } from '../hooks/use-player.ts';
import { BookmarksTab } from './bookmarks-tab.tsx';
import { ContentPanel } from './content-panel.tsx';
import { NotesTab } from './notes-tab.tsx';

const CARD_TYPES = new Set<string>(['text', 'assignment', 'quiz']);

type LessonTabsProps = {
  course: PlayerCourse;
  player: PlayerState;
  bookmarkCount: number;
  onChanged: () => void;
  onBookmark: (time: number) => void;
  onReport: () => void;
};

export function LessonTabs({
  course,
  player,
  bookmarkCount,
  onChanged,
  onBookmark,
  onReport,
}: LessonTabsProps) {
  const { content, previous, next, open } = player;
  return (
    <Tabs.Root
      value={player.tab}
      onValueChange={(details) => player.setTab(details.value as PlayerTab)}
      lazyMount
    >
      <Tabs.List>
        <Tabs.Trigger value="content">{PLAYER_TEXTS.contentTab}</Tabs.Trigger>
        <Tabs.Trigger value="notes">{PLAYER_TEXTS.notesTab}</Tabs.Trigger>
        <Tabs.Trigger value="bookmarks">{PLAYER_TEXTS.bookmarksTab(bookmarkCount)}</Tabs.Trigger>
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
          onChanged={onChanged}
          video={{
            seekTo: player.seekTo,
            positionRef: player.positionRef,
            onCompleted: onChanged,
            next: next ? { id: next.id, title: next.title } : null,
            onAdvance: () => next && open(next.id),
            onBookmark,
            onReport,
          }}
        />
        <HStack justify="space-between" mt="6">
          <Button variant="outline" disabled={!previous} onClick={() => previous && open(previous.id)}>
            {PLAYER_TEXTS.previous}
          </Button>
          <Button variant="outline" disabled={!next} onClick={() => next && open(next.id)}>
            {PLAYER_TEXTS.next}
          </Button>
        </HStack>
      </Tabs.Content>
      <Tabs.Content value="notes">
        {content ? (
          <NotesTab
            courseId={course.id}
            content={content}
            position={() => player.positionRef.current}
            onSeek={(time) => player.seekIn(content.id, time)}
          />
        ) : null}
      </Tabs.Content>
      <Tabs.Content value="bookmarks">
        <BookmarksTab courseId={course.id} onGoTo={player.goToBookmark} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
