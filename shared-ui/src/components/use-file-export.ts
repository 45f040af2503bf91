// What an Export menu does: ask the server for the list in the chosen format and save the file, the button
// spinning meanwhile. A failure is told in a toast: the page has nowhere else to show it.
import { useState } from 'react';
import { toaster } from './toaster.tsx';

export type FileExport<Format extends string> = {
  exportAs: (format: Format) => Promise<void>;
  isExporting: boolean;
};

/**
 * `download` fetches the export link and saves the file (a shared-api export call); it is undefined while
 * the export cannot be made yet (no signed-in person), and `exportAs` then does nothing.
 */
export function useFileExport<Format extends string>(
  download: ((format: Format) => Promise<void>) | undefined,
  failedTitle: string,
): FileExport<Format> {
  const [isExporting, setIsExporting] = useState(false);
  const exportAs = async (format: Format) => {
    if (!download) return;
    setIsExporting(true);
    try {
      await download(format);
    } catch (error) {
      toaster.create({
        type: 'error',
        title: failedTitle,
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setIsExporting(false);
    }
  };
  return { exportAs, isExporting };
}
