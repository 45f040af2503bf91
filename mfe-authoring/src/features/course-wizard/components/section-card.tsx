import type { ReactNode } from 'react';
import { Button, Card, FormField, HStack, Input, Stack, Text } from '@portal/shared-ui';
import { Textarea } from '@portal/shared-ui/forms';
import {
  COURSE_DRAFT_LIMITS,
  type LessonDraft,
  type SectionDraft,
} from '@portal/shared-api/course-authoring';
import { LessonRow } from './lesson-row.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { SortableList } from './sortable-list.tsx';

type SectionCardProps = {
  section: SectionDraft;
  index: number;
  count: number;
  handle: ReactNode;
  onChange: (patch: Partial<Pick<SectionDraft, 'Title' | 'Description'>>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onAddLesson: () => void;
  onEditLesson: (lesson: LessonDraft) => void;
  onRemoveLesson: (lesson: LessonDraft) => void;
  onMoveLesson: (from: number, to: number) => void;
};

export const sectionName = (section: SectionDraft, index: number) =>
  section.Title.trim() || `Section ${index + 1}`;

/** One section, edited in place, with its lessons. */
export function SectionCard(props: SectionCardProps) {
  const { section, index, count, handle, onChange, onMove, onRemove } = props;
  const name = sectionName(section, index);
  return (
    <Card.Root as="section" aria-label={name} size="sm">
      <Card.Header>
        <HStack gap="2" wrap="wrap">
          {handle}
          <Text fontWeight="semibold" flex="1 1 auto">
            Section {index + 1}
          </Text>
          <MoveButtons index={index} count={count} name={name} onMove={onMove} />
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={`Remove ${name}`}
            onClick={onRemove}
          >
            Remove
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <FormField label={`Section ${index + 1} title`}>
            <Input
              value={section.Title}
              maxLength={COURSE_DRAFT_LIMITS.titleLength}
              onChange={(event) => onChange({ Title: event.target.value })}
            />
          </FormField>
          <FormField label={`Section ${index + 1} description`}>
            <Textarea
              rows={2}
              value={section.Description}
              maxLength={COURSE_DRAFT_LIMITS.lessonDescriptionLength}
              onChange={(event) => onChange({ Description: event.target.value })}
            />
          </FormField>
          <Lessons {...props} name={name} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Lessons({
  section,
  name,
  onAddLesson,
  onEditLesson,
  onRemoveLesson,
  onMoveLesson,
}: SectionCardProps & { name: string }) {
  const lessons = section.Lessons;
  return (
    <Stack gap="2">
      {lessons.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No lessons yet
        </Text>
      ) : (
        <SortableList
          items={lessons}
          label={`Lessons of ${name}`}
          onMove={onMoveLesson}
          handleLabel={(lesson) => `Drag to reorder ${lesson.Title.trim() || 'lesson'}`}
        >
          {(lesson, i, handle) => (
            <LessonRow
              lesson={lesson}
              index={i}
              count={lessons.length}
              handle={handle}
              onMove={(to) => onMoveLesson(i, to)}
              onEdit={() => onEditLesson(lesson)}
              onRemove={() => onRemoveLesson(lesson)}
            />
          )}
        </SortableList>
      )}
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        aria-label={`Add lesson to ${name}`}
        disabled={lessons.length >= COURSE_DRAFT_LIMITS.lessonsPerSection}
        onClick={onAddLesson}
      >
        Add Lesson
      </Button>
    </Stack>
  );
}
