import type { ReactNode } from 'react';
import { Badge, Button, HStack, Text } from '@portal/shared-ui';
import { LESSON_TYPE_LABELS, type LessonDraft } from '@portal/shared-api/course-authoring';
import { MoveButtons } from './move-buttons.tsx';

type LessonRowProps = {
  lesson: LessonDraft;
  index: number;
  count: number;
  handle: ReactNode;
  onMove: (to: number) => void;
  onEdit: () => void;
  onRemove: () => void;
};

export const lessonName = (lesson: LessonDraft, index: number) =>
  lesson.Title.trim() || `Lesson ${index + 1}`;

/** One lesson in a section: its type and length, with reorder, edit and remove. */
export function LessonRow({ lesson, index, count, handle, onMove, onEdit, onRemove }: LessonRowProps) {
  const name = lessonName(lesson, index);
  return (
    // On a phone the controls wrap under the name rather than widening the page.
    <HStack
      role="group"
      aria-label={name}
      gap="2"
      wrap="wrap"
      borderWidth="1px"
      rounded="md"
      px="2"
      py="1"
      bg="bg"
    >
      {handle}
      <Text flex="1 1 8rem" minW="0" truncate>
        {name}
      </Text>
      <Badge variant="subtle">{LESSON_TYPE_LABELS[lesson.Type]}</Badge>
      <Text fontSize="sm" color="fg.muted" minW="14">
        {lesson.Duration} min
      </Text>
      <MoveButtons index={index} count={count} name={name} onMove={onMove} />
      <Button size="xs" variant="outline" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Remove ${name}`} onClick={onRemove}>
        Remove
      </Button>
    </HStack>
  );
}
