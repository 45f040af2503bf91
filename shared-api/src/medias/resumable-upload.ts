// A lesson video over tus at /api/uploads/tus (docs/product/media.md#resumable-uploads): sent in 8 MB
// chunks, retried after a dropped connection, and continued after a reload when the same file is picked
// again (tus-js-client keeps the upload's address in localStorage). Same cookies and CSRF header as the
// other clients; errors are ApiError with the server's message, a cancel is an AbortError.
import { ApiError, readCsrfToken } from '@portal/shared-api/core';
import type { DetailedError, HttpResponse } from 'tus-js-client';
import { MEDIA_TEXTS, type UploadedMedia } from './contract.ts';

export const TUS_ENDPOINT = '/api/uploads/tus';
/** A drop loses at most one chunk; small enough to retry quickly, large enough to keep requests few. */
const CHUNK_BYTES = 8 * 1024 * 1024;
const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

export type ResumableOptions = {
  /** The share the server has confirmed, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

const abortError = () => new DOMException(MEDIA_TEXTS.aborted, 'AbortError');

function apiErrorOf(error: Error | DetailedError): ApiError {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) return new ApiError(0, MEDIA_TEXTS.offline);
  let message = GENERIC_MESSAGE;
  try {
    const body = JSON.parse(response.getBody()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) message = body.message;
  } catch {
    // A proxy's HTML page: the generic message.
  }
  return new ApiError(response.getStatus(), message);
}

function mediaOf(response: HttpResponse): UploadedMedia {
  try {
    return JSON.parse(response.getBody()) as UploadedMedia;
  } catch {
    throw new ApiError(response.getStatus(), GENERIC_MESSAGE);
  }
}

/** Uploads a lesson video, continuing an earlier attempt at the same file; resolves with the stored media. */
export async function uploadResumable(
  file: File,
  { onProgress, signal }: ResumableOptions = {},
): Promise<UploadedMedia> {
  if (signal?.aborted) throw abortError();
  // Loaded here only: the library stays out of every bundle until someone uploads a video.
  const { Upload } = await import('tus-js-client');
  if (signal?.aborted) throw abortError();
  return new Promise<UploadedMedia>((resolve, reject) => {
    const csrf = readCsrfToken();
    const upload = new Upload(file, {
      endpoint: TUS_ENDPOINT,
      chunkSize: CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 10000],
      removeFingerprintOnSuccess: true,
      // The name is only the default display name; the server reads the type from the bytes.
      metadata: { filename: file.name },
      headers: csrf ? { 'X-CSRF-Token': csrf } : {},
      // The session cookie goes with every request (same origin; explicit for a separate API origin).
      onBeforeRequest: (request) => {
        const xhr = request.getUnderlyingObject() as XMLHttpRequest | undefined;
        if (xhr && 'withCredentials' in xhr) xhr.withCredentials = true;
      },
      onProgress: (sent, total) => {
        if (total > 0 && !signal?.aborted) onProgress?.(Math.min(1, sent / total));
      },
      onSuccess: ({ lastResponse }) => {
        signal?.removeEventListener('abort', onAbort);
        try {
          onProgress?.(1);
          resolve(mediaOf(lastResponse));
        } catch (error) {
          reject(error);
        }
      },
      onError: (error) => {
        signal?.removeEventListener('abort', onAbort);
        reject(apiErrorOf(error));
      },
    });
    // Cancelled: the partial upload is removed on the server too (a DELETE), so nothing stays saved.
    const onAbort = () => {
      void upload.abort(true).catch(() => undefined);
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    void upload
      .findPreviousUploads()
      .then((previous) => {
        if (signal?.aborted) return;
        const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
        if (latest) upload.resumeFromPreviousUpload(latest);
        upload.start();
      })
      .catch(() => {
        if (!signal?.aborted) upload.start();
      });
  });
}
