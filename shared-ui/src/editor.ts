// @portal/shared-ui/editor: the rich-text editor (Tiptap: docs/decisions/0021-library-picks.md#rich-text).
// Not shared through Module Federation: each remote that imports it bundles it, and the editor itself
// (Tiptap and ProseMirror) is a chunk of its own, fetched when a LazyRichTextEditor first mounts.
//
// Only the lazy wrapper is exported: a static re-export of the component from this entry would put Tiptap
// in the importing page's bundle (Tiptap's extension packages declare no `sideEffects`, so webpack keeps
// every module a re-export reaches, used or not).
export { LazyRichTextEditor } from './components/rich-text-editor/lazy-rich-text-editor.tsx';
export type { RichTextEditorProps } from './components/rich-text-editor/types.ts';
