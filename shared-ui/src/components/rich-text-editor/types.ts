// The props of the rich-text editor, apart from the component so that the lazy wrapper can name them without
// importing Tiptap.

export type RichTextEditorProps = {
  /** The content as HTML; '' for an empty editor. Outside changes (a reset after saving) replace the content. */
  value: string;
  /** Called with the content as HTML on every edit; '' when the editor holds no text. */
  onChange: (html: string) => void;
  /** Called when the editing area loses focus (formik's `touched`). */
  onBlur?: () => void;
  /** The accessible name of the editing area (not shown). Inside a FormField, pass its `aria-labelledby`. */
  label?: string;
  'aria-labelledby'?: string;
  /** Help or error text ids, e.g. a FormField's. */
  'aria-describedby'?: string;
  'aria-errormessage'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  /** The editing area's id; a FormField's label points at it. */
  id?: string;
  placeholder?: string;
  /** The minimum height of the editing area (a CSS length); it grows with the text, then scrolls. */
  height?: string;
  /** Where the editing area stops growing and scrolls; defaults to the larger of `height` and 60vh. */
  maxHeight?: string;
  isDisabled?: boolean;
  /** Red frame and `aria-invalid`; point `aria-describedby` or `aria-errormessage` at the error text. */
  isInvalid?: boolean;
  /** Puts the cursor at the end of the content on mount. */
  autoFocus?: boolean;
};

/** The default minimum height of the editing area. */
export const DEFAULT_EDITOR_HEIGHT = '200px';

/** The toolbar's height, shared by the editor and its loading skeleton so nothing shifts when it loads. */
export const TOOLBAR_HEIGHT = '11';
