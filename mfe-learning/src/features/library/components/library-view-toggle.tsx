import { Group, IconButton } from '@portal/shared-ui';
import type { LibraryView } from '../utils/library-list.ts';
import { LibraryIcon } from './library-icon.tsx';

type LibraryViewToggleProps = { view: LibraryView; onChange: (view: LibraryView) => void };

const VIEWS = [
  { value: 'grid', label: 'Grid view', icon: 'grid' },
  { value: 'list', label: 'List view', icon: 'list' },
] as const;

/**
 * The cards as a grid or as a list; the pressed button is the current view
 * (docs/product/library.md#library-page).
 */
export function LibraryViewToggle({ view, onChange }: LibraryViewToggleProps) {
  return (
    <Group attached role="group" aria-label="Layout">
      {VIEWS.map((option) => (
        <IconButton
          key={option.value}
          aria-label={option.label}
          aria-pressed={view === option.value}
          variant={view === option.value ? 'solid' : 'outline'}
          onClick={() => onChange(option.value)}
        >
          <LibraryIcon name={option.icon} />
        </IconButton>
      ))}
    </Group>
  );
}
