// The notes page's filters (docs/product/notes.md#notes-page): search, course, tag, the grid/list toggle, and
// the export menu.
import { HStack, Stack } from '@portal/shared-ui';
import { ChoiceSelect, SearchInput } from '@portal/shared-ui/forms';
import { ViewToggle } from '@portal/shared-ui/data';
import { ExportMenu } from '@portal/shared-ui/overlays';
import type { NoteExportFormat, NoteTag } from '@portal/shared-api/course-notes';
import type { NotesParams } from '../hooks/use-notes-params.ts';

type NotesToolbarProps = {
  params: NotesParams;
  courses: { value: string; label: string }[];
  tags: NoteTag[];
  exporting: boolean;
  onChange: (changes: Partial<Record<keyof NotesParams, string | number>>, replace?: boolean) => void;
  onExport: (format: NoteExportFormat) => void;
};

const EXPORTS: { value: NoteExportFormat; label: string }[] = [
  { value: 'pdf', label: 'PDF document (.pdf)' },
  { value: 'txt', label: 'Plain text (.txt)' },
  { value: 'md', label: 'Markdown (.md)' },
];

export function NotesToolbar({ params, courses, tags, exporting, onChange, onExport }: NotesToolbarProps) {
  return (
    <Stack gap="3" as="section" aria-label="Filters">
      <SearchInput
        label="Search notes"
        hideLabel
        placeholder="Search titles, text, lessons and tags"
        value={params.q}
        onChange={(q) => onChange({ q }, true)}
      />
      <HStack gap="3" wrap="wrap" align="flex-end">
        <ChoiceSelect
          label="Course"
          size="sm"
          value={params.course}
          options={[{ value: '', label: 'All courses' }, ...courses]}
          onChange={(course) => onChange({ course })}
        />
        <ChoiceSelect
          label="Tag"
          size="sm"
          value={params.tag}
          options={[
            { value: '', label: 'All tags' },
            ...tags.map((tag) => ({ value: tag.Tag, label: `#${tag.Tag} (${tag.Count})` })),
          ]}
          onChange={(tag) => onChange({ tag })}
        />
        <HStack ms="auto" gap="2">
          <ExportMenu formats={EXPORTS} onExport={onExport} isExporting={exporting} />
          <ViewToggle
            label="Layout"
            value={params.view}
            options={[
              { value: 'grid', label: 'Grid view', icon: '▦' },
              { value: 'list', label: 'List view', icon: '☰' },
            ]}
            onChange={(view) => onChange({ view }, true)}
          />
        </HStack>
      </HStack>
    </Stack>
  );
}
