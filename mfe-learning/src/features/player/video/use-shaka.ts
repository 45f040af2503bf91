// The adaptive stream behind a <video>: shaka-player's single-protocol DASH build, imported only here (its
// own chunk, never shared through Module Federation; docs/decisions/0021-library-picks.md#video). Without
// a stream the progressive file plays through `src`. Exposes the renditions and caption tracks for the
// control bar.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { VIDEO_QUALITIES } from '@portal/shared-api/player';

import type shaka from 'shaka-player/dist/shaka-player.dash-es2021.js';

type Shaka = typeof shaka;
type ShakaPlayer = shaka.Player;

export type VideoState = 'loading' | 'ready' | 'error' | 'no-sources';
/** A caption track of the stream; `isDefault` when the manifest marks it main (the author's default). */
export type CaptionChoice = { language: string; label: string; isDefault: boolean };

/**
 * The heights the menu offers: those the stream has of the product's list
 * (docs/product/player.md#video-figures), highest first.
 */
export function qualitiesOf(heights: (number | null)[]): number[] {
  const offered = new Set<number>(VIDEO_QUALITIES);
  return [...new Set(heights.filter((h): h is number => h !== null && offered.has(h)))].sort((a, b) => b - a);
}

const HAVE_CURRENT_DATA = 2;

const withPolyfills = <T extends { polyfill: { installAll(): void } }>(module: { default: T }) => {
  module.default.polyfill.installAll();
  return module.default;
};
let shakaLoad: Promise<Shaka> | null = null;
let offlineShakaLoad: Promise<Shaka> | null = null;
/**
 * The DASH build for streams; a lesson stored on the device (an `offline:` URI) needs the full build, the
 * one with offline storage (docs/product/player.md#offline), loaded only then.
 */
function loadShaka(uri: string) {
  if (uri.startsWith('offline:')) {
    offlineShakaLoad ??= import(
      /* webpackChunkName: "shaka-offline" */ 'shaka-player/dist/shaka-player.compiled-es2021.js'
    ).then((module) => withPolyfills(module) as unknown as Shaka);
    return offlineShakaLoad;
  }
  shakaLoad ??= import(/* webpackChunkName: "shaka" */ 'shaka-player/dist/shaka-player.dash-es2021.js').then(
    withPolyfills,
  );
  return shakaLoad;
}

type Source = {
  streamUrl: string | null;
  url: string | null;
  startAt: number | null;
  /** The learner's pinned rendition (null: adapt), applied before the first frame. */
  quality?: number | null;
};

type WithVariants = { getVariantTracks(): { height?: number | null; bandwidth: number }[] };

/** The best-bitrate variant of that height, if the stream has one. */
function variantOf<T extends WithVariants>(player: T, height: number) {
  return player
    .getVariantTracks()
    .filter((candidate) => candidate.height === height)
    .sort((a, b) => b.bandwidth - a.bandwidth)[0] as ReturnType<T['getVariantTracks']>[number] | undefined;
}

export function useShaka(videoRef: RefObject<HTMLVideoElement | null>, source: Source) {
  const playerRef = useRef<ShakaPlayer | null>(null);
  const [state, setState] = useState<VideoState>('loading');
  const [qualities, setQualities] = useState<number[]>([]);
  const [captions, setCaptions] = useState<CaptionChoice[]>([]);
  const [attempt, setAttempt] = useState(0);
  const { streamUrl, url, startAt } = source;
  // Read when the stream loads, not a reason to reload it.
  const pinnedRef = useRef(source.quality ?? null);
  pinnedRef.current = source.quality ?? null;

  useEffect(() => {
    const video = videoRef.current;
    if (!video || startAt === null) return;
    if (!streamUrl && !url) {
      setState('no-sources');
      return;
    }
    let isCurrent = true;
    setState('loading');
    const fail = () => isCurrent && setState('error');
    const ready = () => isCurrent && setState('ready');

    if (!streamUrl) {
      video.src = url!;
      video.addEventListener(
        'loadedmetadata',
        () => {
          if (startAt > 0) video.currentTime = startAt;
          ready();
        },
        { once: true },
      );
      video.addEventListener('error', fail, { once: true });
      return () => {
        isCurrent = false;
        video.removeAttribute('src');
        video.load();
      };
    }

    void loadShaka(streamUrl)
      .then(async (library) => {
        if (!isCurrent) return;
        const player = new library.Player();
        playerRef.current = player;
        player.addEventListener('error', fail);
        await player.attach(video);
        // Start on the 720p rendition (docs/product/player.md#video-states) and adapt from there.
        player.configure({ abr: { defaultBandwidthEstimate: 600_000 }, streaming: { bufferingGoal: 12 } });
        await player.load(streamUrl, startAt > 0 ? startAt : null);
        if (!isCurrent) return;
        // A pinned rendition from the start: switching after playback began could rewind a seek.
        const pinned = pinnedRef.current;
        const track = pinned === null ? undefined : variantOf(player, pinned);
        if (track) {
          player.configure({ abr: { enabled: false } });
          player.selectVariantTrack(track, true);
        }
        setQualities(qualitiesOf(player.getVariantTracks().map((track) => track.height)));
        setCaptions(
          player.getTextTracks().map((track) => ({
            language: track.language,
            label: track.label ?? track.language,
            isDefault: track.primary,
          })),
        );
        // Ready once the first frame at the resume point is decoded: Play then starts at once, and the
        // player never shows a black box where the poster was.
        if (video.readyState >= HAVE_CURRENT_DATA) ready();
        else video.addEventListener('loadeddata', ready, { once: true });
      })
      .catch(fail);
    return () => {
      isCurrent = false;
      const player = playerRef.current;
      playerRef.current = null;
      void player?.destroy();
    };
  }, [videoRef, streamUrl, url, startAt, attempt]);

  /** Auto (null) lets the stream adapt; a height pins that rendition. */
  const selectQuality = useCallback((height: number | null) => {
    const player = playerRef.current;
    if (!player) return;
    player.configure({ abr: { enabled: height === null } });
    if (height === null) return;
    const track = variantOf(player, height);
    // Without clearing the buffer: a cleared buffer makes shaka seek back to where it was, which can undo a
    // seek made at the same moment; the new rendition shows from the next segment (2 s).
    if (track) player.selectVariantTrack(track, false);
  }, []);

  /** Shows the captions in that language, or none. */
  const selectCaptions = useCallback((language: string | null) => {
    const player = playerRef.current;
    if (!player) return;
    const track = language ? player.getTextTracks().find((t) => t.language === language) : undefined;
    player.selectTextTrack(track ?? null);
  }, []);

  const activeHeight = useCallback(
    () => playerRef.current?.getVariantTracks().find((track) => track.active)?.height ?? null,
    [],
  );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { state, qualities, captions, selectQuality, selectCaptions, activeHeight, retry };
}
