// Files the server makes (invoices, certificates, exports) saved with their own name: fetched through the
// one HTTP client (so a failure is an ApiError a page can tell), then handed to the browser as a download.
// Invoices and certificates answer a link first (docs/architecture.md#generated-files): ask, then follow.
import type { DownloadLink } from '../common/schemas.ts';
import { http } from './http.ts';

const apiPath = (path: string) => path.replace(/^\/api\//, '');

/** Hands a file to the browser as a download under `filename` (made in the page, or fetched below). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** Saves a file the server answers at `path` (an /api/... URL) under `filename`. */
export async function downloadFile(path: string, filename: string): Promise<void> {
  saveBlob(await http.get(apiPath(path)).blob(), filename);
}

/** Asks `path` (an /api/... path answering `{ url }`) where the file is: its signed link, or null for none. */
export async function getDownloadLink(path: string): Promise<string | null> {
  const { url } = await http.get(apiPath(path)).json<Partial<DownloadLink>>();
  return typeof url === 'string' && url ? url : null;
}

/**
 * Asks `path` for the file's link, follows it and saves the file under `filename`: false when the answer had
 * no link (nothing to download), an ApiError when either request fails.
 */
export async function downloadLinkedFile(path: string, filename: string): Promise<boolean> {
  const url = await getDownloadLink(path);
  if (!url) return false;
  await downloadFile(url, filename);
  return true;
}
