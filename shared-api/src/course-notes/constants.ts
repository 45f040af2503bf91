// The course-notes domain's lists and limits, below its schemas: the TypeBox schemas validate with them and
// the contract re-exports them, so neither imports the other's values.

/** The export's formats (docs/product/notes.md#api). */
export const NOTE_EXPORT_FORMATS = ['pdf', 'txt', 'md'] as const;

/**
 * One of 10 pastel colours (docs/product/notes.md#note-colours); a new note's is preselected at random
 * (docs/product/notes.md#note-form-rules).
 */
export const NOTE_COLORS = [
  '#FFF9C4',
  '#FFE0B2',
  '#FFCDD2',
  '#F8BBD0',
  '#E1BEE7',
  '#D1C4E9',
  '#BBDEFB',
  '#B2EBF2',
  '#C8E6C9',
  '#DCEDC8',
] as const;
