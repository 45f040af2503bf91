import { useState } from 'react';
import { Button, FormField, Input, SimpleGrid, Stack, Text } from '@portal/shared-ui';
import { ChoiceSelect, Textarea } from '@portal/shared-ui/forms';
import { Modal } from '@portal/shared-ui/overlays';
import { LazyRichTextEditor } from '@portal/shared-ui/editor';
import {
  COURSE_DRAFT_LIMITS,
  LESSON_TYPE_LABELS,
  WIZARD_LESSON_TYPES,
  type LessonDraft,
} from '@portal/shared-api/course-authoring';
import type { DraftMedia } from '../hooks/use-course-draft-editor.ts';
import { cleanLesson, emptyQuestion, LESSON_TEXTS, lessonError } from '../utils/lesson-rules.ts';
import { LessonCaptionsField } from './lesson-captions-field.tsx';
import { LessonVideoField } from './lesson-video-field.tsx';
import { LinesEditor } from './lines-editor.tsx';
import { QuizEditor } from './quiz-editor.tsx';

type LessonDialogProps = {
  /** The lesson as it was when the dialog opened (a new, empty one to add). */
  lesson: LessonDraft;
  isNew: boolean;
  media: Record<string, DraftMedia>;
  onMedia: (media: DraftMedia) => void;
  onSave: (lesson: LessonDraft) => void;
  onClose: () => void;
};

const TYPE_OPTIONS = WIZARD_LESSON_TYPES.map((type) => ({ value: type, label: LESSON_TYPE_LABELS[type] }));

/** Adds or edits one lesson; nothing reaches the draft until Save. */
export function LessonDialog({ lesson: initial, isNew, media, onMedia, onSave, onClose }: LessonDialogProps) {
  const [lesson, setLesson] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const change = (patch: Partial<LessonDraft>) => setLesson((current) => ({ ...current, ...patch }));
  const video = lesson.MediaId ? media[lesson.MediaId] : undefined;
  const titleError = error === LESSON_TEXTS.titleRequired ? error : undefined;
  const otherError = error && !titleError ? error : null;
  const save = () => {
    const problem = lessonError(lesson);
    if (problem) return setError(problem);
    onSave(cleanLesson(lesson));
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={isNew ? 'Add Lesson' : 'Edit Lesson'}
      size="lg"
      isScrollable
      dismissLabel="Cancel"
      actions={<Button onClick={save}>{isNew ? 'Add Lesson' : 'Save Lesson'}</Button>}
    >
      <Stack gap="4">
        <FormField label="Lesson title" required errorText={titleError}>
          <Input
            value={lesson.Title}
            maxLength={COURSE_DRAFT_LIMITS.titleLength}
            onChange={(event) => change({ Title: event.target.value })}
          />
        </FormField>
        <FormField label="Lesson description">
          <Textarea
            rows={2}
            value={lesson.Description}
            maxLength={COURSE_DRAFT_LIMITS.lessonDescriptionLength}
            onChange={(event) => change({ Description: event.target.value })}
          />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <ChoiceSelect
            label="Type"
            value={lesson.Type}
            options={TYPE_OPTIONS}
            onChange={(Type) =>
              change(
                Type === 'quiz' && !lesson.Questions?.length
                  ? { Type, Questions: [emptyQuestion()] }
                  : { Type },
              )
            }
          />
          <FormField label="Duration (minutes)">
            <Input
              type="number"
              min={0}
              max={COURSE_DRAFT_LIMITS.lessonMinutes}
              value={String(lesson.Duration)}
              onChange={(event) => change({ Duration: Number(event.target.value) || 0 })}
            />
          </FormField>
        </SimpleGrid>
        {lesson.Type === 'video' ? (
          <LessonVideoField
            media={video ?? null}
            onUploaded={(uploaded) => {
              onMedia(uploaded);
              // The video's own length, in minutes, unless the author typed one.
              const minutes = Math.ceil((uploaded.durationSeconds ?? 0) / 60);
              change({ MediaId: uploaded.Id, Duration: lesson.Duration || minutes });
            }}
            onRemove={() => change({ MediaId: null })}
          />
        ) : null}
        {lesson.Type === 'video' && lesson.MediaId ? <LessonCaptionsField mediaId={lesson.MediaId} /> : null}
        {lesson.Type === 'text' || lesson.Type === 'assignment' ? (
          <FormField label="Content">
            {(control) => (
              <LazyRichTextEditor
                id={control.id}
                aria-labelledby={control['aria-labelledby']}
                value={lesson.Content}
                onChange={(Content) => change({ Content })}
              />
            )}
          </FormField>
        ) : null}
        {lesson.Type === 'quiz' ? (
          <QuizEditor questions={lesson.Questions ?? []} onChange={(Questions) => change({ Questions })} />
        ) : null}
        <LinesEditor
          legend="Resources"
          itemLabel="Resource"
          lines={lesson.Resources}
          onChange={(Resources) => change({ Resources })}
        />
        {otherError ? (
          <Text color="fg.error" role="alert">
            {otherError}
          </Text>
        ) : null}
      </Stack>
    </Modal>
  );
}
