// Which of a lesson's tracks go onto the device (docs/product/library.md#offline-downloads): one video
// rendition, the one nearest the quality the learner picked, and every caption track. Pure, so it is tested
// without shaka.
import type { OfflineQuality } from '@portal/shared-api/offline';

type TrackLike = { type: string; height: number | null; bandwidth: number };

/**
 * The variant whose height is nearest the chosen quality (the smaller on a tie, to spare the device),
 * the leanest of that height, and all text tracks.
 */
export function chooseOfflineTracks<T extends TrackLike>(tracks: T[], quality: OfflineQuality): T[] {
  const distance = (track: T) => Math.abs((track.height ?? 0) - quality);
  const [variant] = tracks
    .filter((track) => track.type === 'variant')
    .sort(
      (a, b) => distance(a) - distance(b) || (a.height ?? 0) - (b.height ?? 0) || a.bandwidth - b.bandwidth,
    );
  return [...(variant ? [variant] : []), ...tracks.filter((track) => track.type === 'text')];
}

/** A course's whole progress from its lessons': done ones count whole, the current one by its fraction. */
export function courseProgress(done: number, current: number, lessons: number): number {
  if (lessons === 0) return 100;
  return Math.min(100, Math.round(((done + Math.min(1, Math.max(0, current))) / lessons) * 100));
}

/** Bytes as a person reads them: 820 KB, 1.4 MB, 2.1 GB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}
