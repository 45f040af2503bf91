import { useState, type Dispatch } from 'react';
import { Button, EmptyState, Stack } from '@portal/shared-ui';
import {
  COURSE_DRAFT_LIMITS,
  WIZARD_TEXTS,
  type LessonDraft,
  type SectionDraft,
} from '@portal/shared-api/course-authoring';
import type { DraftMedia, EditorAction } from '../hooks/use-course-draft-editor.ts';
import {
  addLesson,
  addSection,
  emptyLesson,
  emptySection,
  moveLesson,
  moveSection,
  removeLesson,
  removeSection,
  updateLesson,
  updateSection,
} from '../utils/draft-sections.ts';
import { LessonDialog } from './lesson-dialog.tsx';
import { SectionCard, sectionName } from './section-card.tsx';
import { SortableList } from './sortable-list.tsx';

type ContentStepProps = {
  sections: SectionDraft[];
  media: Record<string, DraftMedia>;
  dispatch: Dispatch<EditorAction>;
};

type Editing = { sectionId: string; lesson: LessonDraft; isNew: boolean };

/** Step 2: sections and their lessons, reordered by drag, keyboard or the move buttons. */
export function ContentStep({ sections, media, dispatch }: ContentStepProps) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const edit = (change: (sections: SectionDraft[]) => SectionDraft[]) =>
    dispatch({ type: 'sections', change });
  const addButton = (
    <Button
      alignSelf="flex-start"
      disabled={sections.length >= COURSE_DRAFT_LIMITS.sections}
      onClick={() => edit((current) => addSection(current, emptySection()))}
    >
      Add Section
    </Button>
  );
  return (
    <Stack gap="4">
      {sections.length === 0 ? (
        <EmptyState
          title={WIZARD_TEXTS.noSections}
          description="Add a section, then its lessons."
          action={addButton}
        />
      ) : (
        <>
          <SortableList
            items={sections}
            label="Sections"
            onMove={(from, to) => edit((current) => moveSection(current, from, to))}
            handleLabel={(section) => `Drag to reorder ${sectionName(section, sections.indexOf(section))}`}
          >
            {(section, index, handle) => (
              <SectionCard
                section={section}
                index={index}
                count={sections.length}
                handle={handle}
                onChange={(patch) => edit((current) => updateSection(current, section.Id, patch))}
                onMove={(to) => edit((current) => moveSection(current, index, to))}
                onRemove={() => edit((current) => removeSection(current, section.Id))}
                onAddLesson={() => setEditing({ sectionId: section.Id, lesson: emptyLesson(), isNew: true })}
                onEditLesson={(lesson) => setEditing({ sectionId: section.Id, lesson, isNew: false })}
                onRemoveLesson={(lesson) => edit((current) => removeLesson(current, section.Id, lesson.Id))}
                onMoveLesson={(from, to) => edit((current) => moveLesson(current, section.Id, from, to))}
              />
            )}
          </SortableList>
          {addButton}
        </>
      )}
      {editing ? (
        <LessonDialog
          lesson={editing.lesson}
          isNew={editing.isNew}
          media={media}
          onMedia={(item) => dispatch({ type: 'media', media: item })}
          onClose={() => setEditing(null)}
          onSave={(lesson) => {
            const { sectionId, isNew } = editing;
            edit((current) =>
              isNew ? addLesson(current, sectionId, lesson) : updateLesson(current, sectionId, lesson),
            );
            setEditing(null);
          }}
        />
      ) : null}
    </Stack>
  );
}
