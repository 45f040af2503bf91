// The course-notes domain's lists and limits, below its schemas: the TypeBox schemas validate with them and
// the contract re-exports them, so neither imports the other's values.

/** The export's formats (03 §7). */
export const NOTE_EXPORT_FORMATS = ['pdf', 'txt', 'md'] as const;

/** 03 §3: one of 10 pastel colours; a new note's is preselected at random (03 §5). */
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
