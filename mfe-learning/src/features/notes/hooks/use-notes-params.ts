import { freeText, oneOf, pageNumber, useUrlState, type ParsedParams } from '@portal/shared-ui/routing';
import { NOTE_PAGE_SIZE, NOTE_PAGE_SIZES } from '@portal/shared-api/course-notes';

const NOTES_PARAMS = {
  q: freeText(),
  course: freeText(),
  tag: freeText(),
  view: oneOf(['grid', 'list'], 'grid'),
  page: pageNumber(),
  size: oneOf(NOTE_PAGE_SIZES, NOTE_PAGE_SIZE),
};
export type NotesParams = ParsedParams<typeof NOTES_PARAMS>;

/** The page's state in the URL (?q=&course=&tag=&view=list&page=&size=), so a reload or a link keeps it. */
export function useNotesParams() {
  // Any filter change starts from the first page.
  const { params, set: change } = useUrlState(NOTES_PARAMS, { reset: ['page'] });
  const set = (changes: Partial<Record<keyof NotesParams, string | number>>, replace = false) =>
    change(changes, { replace });
  return { params, set };
}
