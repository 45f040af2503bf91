// Files the server makes (invoices, certificates, exports) saved with their own name: fetched through the
// one HTTP client (so a failure is an ApiError a page can tell), then handed to the browser as a download.
import { http } from './http.ts';

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
  saveBlob(await http.get(path.replace(/^\/api\//, '')).blob(), filename);
}
