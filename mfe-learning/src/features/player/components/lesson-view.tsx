// The selected content with Previous and Next under it: the desktop's Content tab, and on a phone the top of
// the page, above the tabs.
import { Button, Heading, HStack } from '@portal/shared-ui';
import { PLAYER_TEXTS, type PlayerCourse } from '@portal/shared-api/player';
import type { PlayerState } from '../hooks/use-player.ts';
import { ContentPanel } from './content-panel.tsx';

const CARD_TYPES = new Set<string>(['text', 'assignment', 'quiz']);

export type LessonViewProps = {
  course: PlayerCourse;
  player: PlayerState;
  onChanged: () => void;
  onBookmark: (time: number) => void;
  onReport: () => void;
};

export function LessonView({ course, player, onChanged, onBookmark, onReport }: LessonViewProps) {
  const { content, previous, next, open } = player;
  return (
    <>
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
    </>
  );
}
