// The create/edit note modal (docs/product/notes.md#note-form-rules): title, course, lesson name, the moment
// in seconds, tags, private or public, one of the 10 colours (a new note's preselected at random) and the
// text in the rich-text editor. The rules are the contract's, the same the server applies; what was typed
// stays when saving fails.
import { useEffect, useMemo } from 'react';
import { useField, useFormikContext } from 'formik';
import { Box, FormField, HStack } from '@portal/shared-ui';
import { LazyRichTextEditor } from '@portal/shared-ui/editor';
import { FormDialog, RadioGroup, SelectField, SwitchField, TextField } from '@portal/shared-ui/forms';
import {
  NOTE_COLORS,
  courseNotePayloadSchema,
  formatNoteTimestamp,
  randomNoteColor,
  type CourseNote,
  type CourseNotePayload,
  type NoteColor,
} from '@portal/shared-api/course-notes';
import { usePlayerCourse } from '@portal/shared-api/player';

export type NoteCourseOption = { value: string; label: string; slug: string };

export type NoteFormValues = {
  Title: string;
  Content: string;
  CourseId: string;
  LessonId: string;
  LessonName: string;
  Timestamp: number;
  Tags: string;
  IsPrivate: boolean;
  Color: NoteColor;
};

type NoteFormDialogProps = {
  /** null: a new note; a note: edit it. Closed when undefined. */
  note: CourseNote | null | undefined;
  courses: NoteCourseOption[];
  onClose: () => void;
  onSave: (payload: CourseNotePayload, note: CourseNote | null) => Promise<void>;
};

function valuesOf(note: CourseNote | null): NoteFormValues {
  return {
    Title: note?.Title ?? '',
    Content: note?.Content ?? '',
    CourseId: note?.CourseId ?? '',
    LessonId: note?.LessonId ?? '',
    LessonName: note?.LessonName ?? '',
    Timestamp: note?.Timestamp ?? 0,
    Tags: note?.Tags.join(', ') ?? '',
    IsPrivate: note?.IsPrivate ?? true,
    Color: note?.Color ?? randomNoteColor(),
  };
}

export function toPayload(values: NoteFormValues): CourseNotePayload {
  return {
    Title: values.Title.trim(),
    Content: values.Content,
    CourseId: values.CourseId,
    // The lesson ties the note to the player's Notes tab; the typed name is the learner's own label.
    LessonId: values.LessonId || null,
    LessonName: values.LessonName.trim() || null,
    Timestamp: Math.max(0, Math.floor(Number(values.Timestamp) || 0)),
    Tags: [
      ...new Set(
        values.Tags.split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
      ),
    ],
    IsPrivate: values.IsPrivate,
    Color: values.Color,
  };
}

function ContentField() {
  const [field, meta, helpers] = useField<string>('Content');
  return (
    <FormField label="Content" required errorText={meta.touched ? meta.error : undefined}>
      {(control) => (
        <LazyRichTextEditor
          {...control}
          value={field.value}
          onChange={(html) => void helpers.setValue(html)}
          onBlur={() => void helpers.setTouched(true)}
          placeholder="What do you want to remember?"
          height="200px"
        />
      )}
    </FormField>
  );
}

/** The lessons of the chosen course (the player's outline); choosing another course clears the lesson. */
function LessonField({ courses }: { courses: NoteCourseOption[] }) {
  const { values, setFieldValue } = useFormikContext<NoteFormValues>();
  const slug = courses.find((course) => course.value === values.CourseId)?.slug;
  const outline = usePlayerCourse(slug);
  const lessons = (outline.data?.sections ?? []).flatMap((section) =>
    section.contents.map((content) => ({ value: content.id, label: `${section.title}: ${content.title}` })),
  );
  const known = lessons.some((lesson) => lesson.value === values.LessonId);
  useEffect(() => {
    if (outline.data && values.LessonId && !known) void setFieldValue('LessonId', '');
  }, [outline.data, values.LessonId, known, setFieldValue]);
  return (
    <SelectField
      name="LessonId"
      label="Lesson"
      placeholder={values.CourseId ? 'No particular lesson' : 'Select a course first'}
      options={lessons}
      disabled={!values.CourseId || outline.isLoading}
      helperText="A note on a lesson also shows in the player's Notes tab for that lesson."
    />
  );
}

function ColorField() {
  const [field, , helpers] = useField<NoteColor>('Color');
  return (
    <RadioGroup.Root
      value={field.value}
      onValueChange={(details) => void helpers.setValue(details.value as NoteColor)}
    >
      <RadioGroup.Label>Colour</RadioGroup.Label>
      <HStack gap="2" wrap="wrap" mt="2">
        {NOTE_COLORS.map((color, index) => (
          <RadioGroup.Item key={color} value={color}>
            <RadioGroup.ItemHiddenInput aria-label={`Colour ${index + 1}`} />
            <Box
              aria-hidden="true"
              boxSize="7"
              borderRadius="full"
              bg={color}
              borderWidth="2px"
              borderColor={field.value === color ? 'fg' : 'blackAlpha.300'}
              cursor="pointer"
            />
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}

function TimestampHelp() {
  const [field] = useField<number>('Timestamp');
  return <>Seconds into the video: {formatNoteTimestamp(Number(field.value) || 0)}</>;
}

export function NoteFormDialog({ note, courses, onClose, onSave }: NoteFormDialogProps) {
  const initialValues = useMemo(() => valuesOf(note ?? null), [note]);
  if (note === undefined) return null;
  return (
    <FormDialog<NoteFormValues>
      open
      onClose={onClose}
      title={note ? 'Edit note' : 'New note'}
      submitLabel={note ? 'Save changes' : 'Create note'}
      initialValues={initialValues}
      validationSchema={courseNotePayloadSchema}
      onSubmit={(values) => onSave(toPayload(values), note)}
      size="lg"
    >
      <TextField name="Title" label="Title" required />
      <SelectField name="CourseId" label="Course" placeholder="Select a course" options={courses} required />
      <LessonField courses={courses} />
      <TextField name="LessonName" label="Lesson name (your own label)" />
      <TextField name="Timestamp" label="Timestamp" type="number" helperText={<TimestampHelp />} />
      <TextField name="Tags" label="Tags" helperText="Separate tags with commas" />
      <SwitchField name="IsPrivate" label="Private (only you can see it; a public note can be shared)" />
      <ColorField />
      <ContentField />
    </FormDialog>
  );
}
