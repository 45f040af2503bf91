// What pages use: the editor loaded on first mount, a skeleton of the same size meanwhile. This file must not
// import Tiptap (statically or through rich-text-editor.tsx): it is what keeps Tiptap out of page bundles.
import { Box, Skeleton, VisuallyHidden } from '@portal/shared-ui';
import { lazy, Suspense } from 'react';
import { DEFAULT_EDITOR_HEIGHT, TOOLBAR_HEIGHT, type RichTextEditorProps } from './types.ts';

const load = () => import(/* webpackChunkName: "rich-text-editor" */ './rich-text-editor.tsx');

const RichTextEditorChunk = lazy(() => load().then((module) => ({ default: module.RichTextEditor })));

/** The editor's frame while it loads: a toolbar row and an editing area of the same heights. */
export function RichTextEditorSkeleton({ height = DEFAULT_EDITOR_HEIGHT }: { height?: string }) {
  return (
    <Box width="full" borderWidth="1px" borderColor="border" borderRadius="l2" role="status" aria-busy="true">
      <VisuallyHidden>Loading the editor…</VisuallyHidden>
      <Box minH={TOOLBAR_HEIGHT} px="2" py="2" borderBottomWidth="1px" borderColor="border">
        <Skeleton height="7" width="60%" />
      </Box>
      <Box height={height} p="3">
        <Skeleton height="4" width="40%" />
      </Box>
    </Box>
  );
}

/** The rich-text editor, loaded when it first mounts (Tiptap stays out of the page's bundle). */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<RichTextEditorSkeleton height={props.height} />}>
      <RichTextEditorChunk {...props} />
    </Suspense>
  );
}
