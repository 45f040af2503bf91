// The tabs beside the course outline: the first one (the lesson on a desktop, the outline on a phone, where
// the lesson sits above the tabs), then Notes and Bookmarks.
import type { ReactNode } from 'react';
import { Tabs } from '@portal/shared-ui/data';
import { PLAYER_TEXTS, type PlayerCourse } from '@portal/shared-api/player';
import type { PlayerState, PlayerTab } from '../hooks/use-player.ts';
import { BookmarksTab } from './bookmarks-tab.tsx';
import { NotesTab } from './notes-tab.tsx';

type LessonTabsProps = {
  course: PlayerCourse;
  player: PlayerState;
  bookmarkCount: number;
  /** The first tab ('content' in the player's state): its name and its panel. */
  first: { label: string; panel: ReactNode };
};

export function LessonTabs({ course, player, bookmarkCount, first }: LessonTabsProps) {
  const { content } = player;
  return (
    <Tabs.Root
      value={player.tab}
      onValueChange={(details) => player.setTab(details.value as PlayerTab)}
      lazyMount
    >
      <Tabs.List>
        <Tabs.Trigger value="content">{first.label}</Tabs.Trigger>
        <Tabs.Trigger value="notes">{PLAYER_TEXTS.notesTab}</Tabs.Trigger>
        <Tabs.Trigger value="bookmarks">{PLAYER_TEXTS.bookmarksTab(bookmarkCount)}</Tabs.Trigger>
      </Tabs.List>
      {/* Panels stay mounted once shown (lazyMount without unmountOnExit): the video keeps its place. */}
      <Tabs.Content value="content">{first.panel}</Tabs.Content>
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
