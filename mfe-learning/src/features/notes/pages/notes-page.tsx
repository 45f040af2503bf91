// /user/notes (docs/product/notes.md#notes-page): every note the learner wrote, here or in the player.
// Search, course and tag filters (in the URL), grid or list (10 a page, a page-size changer and a quick
// jump), the create/edit modal, share links, and the export to PDF, text or Markdown made on the server.
import { useMemo, useState } from 'react';
import { Button, EmptyState, SimpleGrid, Stack } from '@portal/shared-ui';
import { ListSkeleton, PageFrame, QueryState } from '@portal/shared-ui/data';
import { ConfirmDialog } from '@portal/shared-ui/overlays';
import { useAuth } from '@portal/shared-api/core';
import { useEnrollments } from '@portal/shared-api/enrollments';
import { NOTE_TEXTS, useNoteTags, useUserNotes, type CourseNote } from '@portal/shared-api/course-notes';
import { NoteCard } from '../components/note-card.tsx';
import { NoteFormDialog } from '../components/note-form-dialog.tsx';
import { NotesPager } from '../components/notes-pager.tsx';
import { NotesToolbar } from '../components/notes-toolbar.tsx';
import { useNoteActions } from '../hooks/use-note-actions.ts';
import { useNotesParams } from '../hooks/use-notes-params.ts';

export function NotesPage() {
  const userId = useAuth().user?.Id;
  const { params, set } = useNotesParams();
  const filters = { courseIds: params.course || undefined, tags: params.tag || undefined };
  const notes = useUserNotes(userId, { ...filters, q: params.q || undefined });
  const tags = useNoteTags(userId);
  const enrollments = useEnrollments();
  const actions = useNoteActions(userId, filters);
  const [editing, setEditing] = useState<CourseNote | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<CourseNote | null>(null);

  // The courses the learner may write about; a note's course stays listed even once left.
  const courses = useMemo(() => {
    const byId = new Map(
      (enrollments.data ?? []).map((course) => [course.Id, { label: course.Title, slug: course.Slug }]),
    );
    for (const note of notes.data ?? [])
      if (!byId.has(note.CourseId))
        byId.set(note.CourseId, { label: note.CourseTitle, slug: note.CourseSlug });
    return [...byId.entries()]
      .map(([value, course]) => ({ value, ...course }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [enrollments.data, notes.data]);

  const cardProps = {
    onEdit: setEditing,
    onShare: (note: CourseNote) => void actions.shareNote(note),
    onUnshare: (note: CourseNote) => void actions.unshareNote(note),
    onDelete: setDeleting,
  };

  return (
    <PageFrame
      title="Course Notes"
      description="Everything you wrote down while learning, in one place."
      actions={<Button onClick={() => setEditing(null)}>New Note</Button>}
    >
      <NotesToolbar
        params={params}
        courses={courses}
        tags={tags.data ?? []}
        exporting={actions.exporting}
        onChange={set}
        onExport={(format) => void actions.exportAs(format)}
      />
      <QueryState
        query={notes}
        errorTitle={NOTE_TEXTS.loadFailed}
        loading={<ListSkeleton count={6} label="Loading notes" />}
      >
        {(list) => {
          if (list.length === 0) return <EmptyState title={NOTE_TEXTS.empty} />;
          if (params.view === 'grid')
            return (
              <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
                {list.map((note) => (
                  <NoteCard key={note.Id} note={note} layout="grid" {...cardProps} />
                ))}
              </SimpleGrid>
            );
          const pageCount = Math.max(1, Math.ceil(list.length / params.size));
          const page = Math.min(params.page, pageCount);
          return (
            <Stack gap="3">
              {list.slice((page - 1) * params.size, page * params.size).map((note) => (
                <NoteCard key={note.Id} note={note} layout="list" {...cardProps} />
              ))}
              <NotesPager
                page={page}
                pageCount={pageCount}
                size={params.size}
                onPage={(next) => set({ page: next })}
                onSize={(size) => set({ size })}
              />
            </Stack>
          );
        }}
      </QueryState>
      <NoteFormDialog
        note={editing}
        courses={courses}
        onClose={() => setEditing(undefined)}
        onSave={async (payload, note) => {
          await actions.save(payload, note);
          setEditing(undefined);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this note?"
        description={deleting ? `“${deleting.Title}” will be deleted. This action cannot be undone.` : ''}
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          if (deleting) void actions.destroy(deleting);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </PageFrame>
  );
}
