// The upload's life in the field: pre-check, send with progress (a video resumably, over tus), a video's
// poster captured from the local file and sent after the video, Cancel (which leaves nothing saved), and the
// product's toasts (docs/product/media.md#texts).
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  deleteMedia,
  isAbortError,
  uploadFile,
  uploadPrecheck,
  uploadResumable,
  UPLOAD_KIND_LABELS,
  UPLOAD_TEXTS,
  type UploadedMedia,
  type UploadKind,
  type UploadPurpose,
} from '@portal/shared-api/medias';
import { toaster } from '../toaster.tsx';
import { captureVideoFrame } from './capture-video-frame.ts';
import { posterName } from './video-thumbnail.ts';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; name: string; fraction: number }
  | { phase: 'error'; name: string; message: string };

type Options = {
  kind: UploadKind;
  purpose?: UploadPurpose;
  /** The failure toast's title; `{Kind} file upload failed.` unless told. */
  failureTitle?: string;
  onUploaded: (media: UploadedMedia) => void;
};

export function useFileUpload({ kind, purpose, failureTitle, onUploaded }: Options) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  // Latest callback without restarting anything when the parent re-renders.
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;
  useEffect(() => () => controller.current?.abort(), []);

  const fail = useCallback(
    (name: string, message: string) => {
      setState({ phase: 'error', name, message });
      toaster.create({
        type: 'error',
        title: failureTitle ?? UPLOAD_TEXTS.failed(UPLOAD_KIND_LABELS[kind]),
        description: message,
      });
    },
    [kind, failureTitle],
  );

  const start = useCallback(
    async (file: File) => {
      const refused = uploadPrecheck(file, kind);
      if (refused) {
        fail(file.name, refused);
        return;
      }
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const { signal } = abort;
      setState({ phase: 'uploading', name: file.name, fraction: 0 });
      // Taken while the video travels; it reads only the local file.
      const poster = kind === 'video' ? captureVideoFrame(file).catch(() => null) : null;
      let saved: UploadedMedia | null = null;
      try {
        const onProgress = (fraction: number) =>
          !signal.aborted && setState({ phase: 'uploading', name: file.name, fraction });
        // A video is resumable (tus): a dropped connection or a reload continues where it stopped.
        saved =
          kind === 'video'
            ? await uploadResumable(file, { signal, onProgress })
            : await uploadFile(file, { kind, purpose, signal, onProgress });
        let media = saved;
        const frame = await poster;
        if (frame && !signal.aborted) {
          const image = await uploadFile(Object.assign(frame, { name: posterName(file.name) }), {
            kind: 'image',
            purpose: 'poster',
            posterFor: saved.Id,
            signal,
          }).catch((error: unknown) => {
            if (isAbortError(error)) throw error;
            return null; // A video without a poster is still a video.
          });
          if (image) media = { ...saved, PosterUrl: image.url };
        }
        if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
        controller.current = null;
        setState({ phase: 'idle' });
        uploaded.current(media);
        toaster.create({ type: 'success', title: UPLOAD_TEXTS.uploaded(UPLOAD_KIND_LABELS[kind]) });
      } catch (error) {
        if (isAbortError(error)) {
          // Cancelled after the file arrived (while its poster was on the way): take it back.
          if (saved) void deleteMedia(saved.Slug).catch(() => undefined);
          return;
        }
        controller.current = null;
        fail(file.name, error instanceof Error ? error.message : String(error));
      }
    },
    [kind, purpose, fail],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ phase: 'idle' });
  }, []);

  return { state, start, cancel };
}
