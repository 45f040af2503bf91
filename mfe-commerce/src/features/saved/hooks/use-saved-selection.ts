// Which saved courses are ticked for a bulk action, and which of the page's dialogs is open (one at a time).
import { useState } from 'react';

export type SavedDialog = 'remove' | 'create' | 'edit' | 'delete' | 'share';

export function useSavedSelection() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<SavedDialog | null>(null);
  return {
    selected,
    toggle: (id: string, on: boolean) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    selectAll: (ids: string[]) => setSelected(new Set(ids)),
    clear: () => setSelected(new Set()),
    dialog,
    open: (which: SavedDialog) => setDialog(which),
    /** Closes `which` if it is the open one (an answer may land after another dialog opened), else any. */
    close: (which?: SavedDialog) => setDialog((current) => (which && current !== which ? current : null)),
  };
}

export type SavedSelection = ReturnType<typeof useSavedSelection>;
