import { useSearchParamChanges } from '@portal/shared-ui/router';
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
  const [searchParams, change] = useSearchParamChanges();
  const size = positive(searchParams.get('size'), NOTE_PAGE_SIZE);
  const params: NotesParams = {
    q: searchParams.get('q') ?? '',
    course: searchParams.get('course') ?? '',
    tag: searchParams.get('tag') ?? '',
    view: searchParams.get('view') === 'list' ? 'list' : 'grid',
    page: positive(searchParams.get('page'), 1),
    size: (NOTE_PAGE_SIZES as readonly number[]).includes(size) ? size : NOTE_PAGE_SIZE,
  };
  // Any filter change starts from the first page.
  const set = (changes: Partial<Record<keyof NotesParams, string | number>>, replace = false) =>
    change(changes, { replace, reset: ['page'] });
  return { params, set };
}
