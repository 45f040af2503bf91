// The Notes tab (docs/product/player.md#notes-tab): 'Your Notes' editor and 'Save Notes', which stores a
// course note with the lesson and the video's current moment; below, this lesson's notes, whose m:ss
// timestamp seeks the video.
import { useState } from 'react';
import { ValidationError } from 'yup';
import { Box, Button, Heading, HStack, Stack, Text, toaster } from '@portal/shared-ui';
import { ListSkeleton, QueryState } from '@portal/shared-ui/data';
import { LazyRichTextEditor } from '@portal/shared-ui/editor';
import { ConfirmDialog } from '@portal/shared-ui/overlays';
import {
  courseNotePayloadSchema,
  formatNoteTimestamp,
  randomNoteColor,
  useCreateCourseNote,
  useDeleteCourseNote,
  useLessonNotes,
  type CourseNote,
  type CourseNotePayload,
} from '@portal/shared-api/course-notes';
import { PLAYER_LAYOUT, PLAYER_TEXTS, type PlayerContent } from '@portal/shared-api/player';

type NotesTabProps = {
  courseId: string;
  content: PlayerContent;
  /** The video's position now, in seconds (0 for other contents). */
  position: () => number;
  onSeek: (seconds: number) => void;
};

const newestFirst = (notes: CourseNote[]) =>
  [...notes].sort((a, b) => b.CreatedAt.localeCompare(a.CreatedAt));

export function NotesTab({ courseId, content, position, onSeek }: NotesTabProps) {
  const notes = useLessonNotes(content.id);
  const create = useCreateCourseNote();
  const remove = useDeleteCourseNote();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CourseNote | null>(null);
  const isVideo = content.type === 'video';

  const save = async () => {
    const payload: CourseNotePayload = {
      Title: `Notes: ${content.title}`,
      Content: draft,
      CourseId: courseId,
      LessonId: content.id,
      Timestamp: isVideo ? Math.floor(position()) : 0,
      Color: randomNoteColor(),
    };
    // The rules the notes page and the server share (docs/product/notes.md#note-form-rules): an empty editor
    // is 'Please enter note content'.
    try {
      await courseNotePayloadSchema.validate(payload);
    } catch (invalid) {
      setError(invalid instanceof ValidationError ? invalid.message : String(invalid));
      return;
    }
    try {
      await create.trigger(payload);
      setDraft('');
      setError(null);
      toaster.create({ type: 'success', title: 'Note saved' });
    } catch (failure) {
      // The text stays in the editor, so nothing is lost.
      toaster.create({
        type: 'error',
        title: 'Failed to save note',
        description: failure instanceof Error ? failure.message : undefined,
      });
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.trigger(deleting.Id);
      toaster.create({ type: 'success', title: 'Note deleted successfully' });
      setDeleting(null);
    } catch (failure) {
      toaster.create({
        type: 'error',
        title: 'Failed to delete note',
        description: failure instanceof Error ? failure.message : undefined,
      });
    }
  };

  return (
    <Stack gap="4">
      <Heading as="h2" size="md" id="your-notes-title">
        {PLAYER_TEXTS.notesTitle}
      </Heading>
      <Box>
        <LazyRichTextEditor
          aria-labelledby="your-notes-title"
          value={draft}
          onChange={(html) => {
            setDraft(html);
            if (error) setError(null);
          }}
          placeholder={PLAYER_TEXTS.notesPlaceholder}
          height={PLAYER_LAYOUT.notesEditorHeight}
          isInvalid={error !== null}
          aria-describedby={error ? 'notes-error' : undefined}
        />
        {error ? (
          <Text id="notes-error" color="fg.error" fontSize="sm" mt="1">
            {error}
          </Text>
        ) : null}
      </Box>
      <HStack>
        <Button onClick={() => void save()} loading={create.isMutating}>
          {PLAYER_TEXTS.saveNotes}
        </Button>
        {isVideo ? (
          <Text fontSize="sm" color="fg.muted">
            Saved with the video’s current time.
          </Text>
        ) : null}
      </HStack>
      <QueryState
        query={notes}
        errorTitle="Failed to load your notes"
        loading={<ListSkeleton count={2} label="Loading your notes" />}
        isEmpty={(list) => list.length === 0}
        empty={<Text color="fg.muted">No notes on this lesson yet.</Text>}
      >
        {(list) => (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Notes on this lesson">
            {newestFirst(list).map((note) => (
              <Box
                as="li"
                key={note.Id}
                borderWidth="1px"
                borderRadius="l2"
                p="3"
                borderInlineStartWidth="6px"
                borderInlineStartColor={note.Color}
              >
                <HStack justify="space-between" mb="2">
                  <Text fontWeight="semibold" fontSize="sm">
                    {note.Title}
                  </Text>
                  <HStack gap="1">
                    {isVideo ? (
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={`Go to ${formatNoteTimestamp(note.Timestamp)} in the video`}
                        onClick={() => onSeek(note.Timestamp)}
                      >
                        {formatNoteTimestamp(note.Timestamp)}
                      </Button>
                    ) : null}
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(note)}>
                      Delete
                    </Button>
                  </HStack>
                </HStack>
                {/* Sanitised by the server (allow-list of the editor's tags). */}
                <Box
                  fontSize="sm"
                  css={{ '& ul, & ol': { paddingInlineStart: '5' } }}
                  dangerouslySetInnerHTML={{ __html: note.Content }}
                />
              </Box>
            ))}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this note?"
        description="The note is removed for good."
        confirmLabel="Delete"
        destructive
        isPending={remove.isMutating}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
