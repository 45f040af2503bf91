import { useRef } from 'react';
import { useSearchParams } from '@portal/shared-ui/router';
import { NOTE_PAGE_SIZE, NOTE_PAGE_SIZES } from '@portal/shared-api/course-notes';

export type NotesView = 'grid' | 'list';
export type NotesParams = {
  q: string;
  course: string;
  tag: string;
  view: NotesView;
  page: number;
  size: number;
};

const positive = (value: string | null, fallback: number) => {
  const number = Number.parseInt(value ?? '', 10);
  return Number.isFinite(number) && number > 0 ? number : fallback;
};

/** The page's state in the URL (?q=&course=&tag=&view=list&page=&size=), so a reload or a link keeps it. */
export function useNotesParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  // Two changes before the next render must both land: each builds on the last one made.
  const latest = useRef(searchParams.toString());
  latest.current = searchParams.toString();
  const size = positive(searchParams.get('size'), NOTE_PAGE_SIZE);
  const params: NotesParams = {
    q: searchParams.get('q') ?? '',
    course: searchParams.get('course') ?? '',
    tag: searchParams.get('tag') ?? '',
    view: searchParams.get('view') === 'list' ? 'list' : 'grid',
    page: positive(searchParams.get('page'), 1),
    size: (NOTE_PAGE_SIZES as readonly number[]).includes(size) ? size : NOTE_PAGE_SIZE,
  };
  const set = (changes: Partial<Record<keyof NotesParams, string | number>>, replace = false) => {
    const next = new URLSearchParams(latest.current);
    for (const [name, value] of Object.entries(changes)) {
      if (value === '' || value === undefined) next.delete(name);
      else next.set(name, String(value));
    }
    // Any filter change starts from the first page.
    if (!('page' in changes)) next.delete('page');
    latest.current = next.toString();
    setSearchParams(next, { replace });
  };
  return { params, set };
}
