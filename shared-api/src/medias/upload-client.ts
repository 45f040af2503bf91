// POST /api/upload through XMLHttpRequest: the one browser API that reports upload progress everywhere
// (ky's onUploadProgress is silently ignored in Firefox and Safari:
// docs/decisions/0021-library-picks.md#uploads). Same base, cookies and CSRF header as the ky client; errors
// are ApiError with the server's message.
import { ApiError, readCsrfToken } from '@portal/shared-api/core';
import { MEDIA_TEXTS, type UploadedMedia, type UploadKind, type UploadPurpose } from './contract.ts';

export type UploadOptions = {
  kind: UploadKind;
  purpose?: UploadPurpose;
  /** With purpose 'poster': the Id of the caller's video this image is the frame of. */
  posterFor?: string;
  /** The share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

function abortError(): DOMException {
  return new DOMException(MEDIA_TEXTS.aborted, 'AbortError');
}

function errorOf(xhr: XMLHttpRequest): ApiError {
  let message = GENERIC_MESSAGE;
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) message = body.message;
  } catch {
    // A proxy's HTML page: the generic message.
  }
  return new ApiError(xhr.status, message);
}

/** Sends one file as multipart field `file`; resolves with the stored media, rejects with ApiError or AbortError. */
export function uploadFile(file: Blob & { name?: string }, options: UploadOptions): Promise<UploadedMedia> {
  const { kind, purpose, posterFor, onProgress, signal } = options;
  return new Promise<UploadedMedia>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const query = new URLSearchParams({ kind });
    if (purpose) query.set('purpose', purpose);
    if (posterFor) query.set('posterFor', posterFor);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/upload?${query.toString()}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readCsrfToken();
    if (token) xhr.setRequestHeader('X-CSRF-Token', token);

    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          onProgress?.(1);
          resolve(JSON.parse(xhr.responseText) as UploadedMedia);
        } catch {
          reject(new ApiError(xhr.status, GENERIC_MESSAGE));
        }
      } else reject(errorOf(xhr));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, MEDIA_TEXTS.offline));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    const form = new FormData();
    // The name is only the default display name; the server reads the type from the bytes.
    form.append('file', file, file.name ?? 'upload');
    xhr.send(form);
  });
}

/** Whether an upload failed because it was cancelled (not worth an error toast). */
export function isAbortError(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}
