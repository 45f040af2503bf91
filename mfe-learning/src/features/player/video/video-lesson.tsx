// A video lesson (docs/product/player.md#content-tab): source badges, the video on shaka with our control bar
// and keyboard, Bookmark, Auto-advance, Report and Download, the time and percent, 'About this video'. It
// resumes where the learner left, saves where they are, and remembers their settings (issue 9).
import { useEffect, useRef, useState } from 'react';
import { Alert, AspectRatio, Badge, Box, HStack, Stack, VisuallyHidden } from '@portal/shared-ui';
import { PLAYER_TEXTS, type PlayerContent, type VideoProgressAnswer } from '@portal/shared-api/player';
import { AutoAdvance } from './auto-advance.tsx';
import { VideoFooter } from './video-footer.tsx';
import { VideoStatus } from './video-status.tsx';
import { PlayingOriginalNote } from './stream-note.tsx';
import { captionLanguageFor } from './caption-choice.ts';
import { ControlBar } from './control-bar.tsx';
import { useRememberedPreferences } from './use-player-preferences.ts';
import { useShaka } from './use-shaka.ts';
import { useStoredLesson } from './use-stored-lesson.ts';
import { useHistoryRecorder } from './use-history-recorder.ts';
import { useVideoProgress } from './use-video-progress.ts';
import { handlePlayerKey } from './video-keyboard.ts';

export type VideoLessonProps = {
  courseId: string;
  content: PlayerContent;
  /** Seeks when it changes (a bookmark's or a note's Go to); key changes on every request. */
  seekTo: { time: number; key: number } | null;
  /** Kept up to date with the position in seconds: the page reads it for notes and bookmarks. */
  positionRef: { current: number };
  onCompleted: (answer: VideoProgressAnswer) => void;
  next: { id: string; title: string } | null;
  onAdvance: () => void;
  onBookmark: (time: number) => void;
  onReport: () => void;
};

export function VideoLesson(props: VideoLessonProps) {
  // A new lesson is a new player: nothing of the last one (time, tracks, countdown) carries over.
  return <VideoLessonView key={props.content.id} {...props} />;
}

function VideoLessonView({
  courseId,
  content,
  seekTo,
  positionRef,
  onCompleted,
  next,
  onAdvance,
  onBookmark,
  onReport,
}: VideoLessonProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  const progress = useVideoProgress(courseId, content.id, content.completed, onCompleted);
  const history = useHistoryRecorder(courseId, content.id, content.completed);
  const momentOf = (element: HTMLVideoElement) => ({
    position: element.currentTime,
    percent: element.duration > 0 ? (element.currentTime / element.duration) * 100 : 0,
  });
  const { preferences, captionsChosen, isLoaded, change } = useRememberedPreferences();
  const source = useStoredLesson(courseId, content.id, content.streamUrl);
  const stream = useShaka(videoRef, {
    streamUrl: source.streamUrl,
    url: content.url,
    startAt: isLoaded && source.isRead ? progress.startAt : null,
    quality: preferences.quality,
  });
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(content.durationMinutes * 60);
  const [isPlaying, setIsPlaying] = useState(false);
  const [hasEnded, setHasEnded] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const seekFrom = useRef(0);
  const captionLanguage = captionLanguageFor(preferences, captionsChosen, stream, content);

  // Remembered settings reach the media element and the stream once both exist.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || stream.state !== 'ready') return;
    video.playbackRate = preferences.playbackRate;
    video.volume = preferences.volume;
    video.muted = preferences.muted;
  }, [stream.state, preferences.playbackRate, preferences.volume, preferences.muted]);
  // selectCaptions and selectQuality are stable (useCallback without dependencies).
  const { selectCaptions, selectQuality } = stream;
  useEffect(() => {
    if (stream.state === 'ready') selectCaptions(captionLanguage);
  }, [stream.state, captionLanguage, selectCaptions]);
  useEffect(() => {
    if (stream.state === 'ready') selectQuality(preferences.quality);
  }, [stream.state, preferences.quality, selectQuality]);

  useEffect(() => {
    const video = videoRef.current;
    if (!seekTo || !video || stream.state !== 'ready') return;
    video.currentTime = Math.min(seekTo.time, video.duration || seekTo.time);
    regionRef.current?.focus();
  }, [seekTo, stream.state]);

  // Leaving the lesson or the page saves the position (keepalive delivers it during unload).
  const saveRef = useRef(() => {});
  saveRef.current = () => {
    const video = videoRef.current;
    if (video && video.currentTime > 0) progress.save(video.currentTime, video.duration);
  };
  useEffect(() => {
    const onHide = () => document.visibilityState === 'hidden' && saveRef.current();
    const onLeave = () => saveRef.current();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onLeave);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onLeave);
      saveRef.current();
    };
  }, []);

  const video = () => videoRef.current;
  const seek = (seconds: number) => {
    const element = video();
    if (!element) return;
    element.currentTime = Math.max(0, Math.min(seconds, element.duration || seconds));
  };
  const playPause = () => {
    const element = video();
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  };
  const say = (text: string) => setAnnouncement(text);
  const setRate = (rate: number) => {
    change({ playbackRate: rate as typeof preferences.playbackRate });
    say(`Speed ${rate === 1 ? 'normal' : `${rate}×`}`);
    void progress.track('ratechange', video()?.currentTime ?? 0, { playbackRate: rate });
  };
  const setCaptions = (language: string | null) => {
    change(language ? { captionsEnabled: true, captionsLanguage: language } : { captionsEnabled: false });
    say(language ? 'Captions on' : 'Captions off');
  };
  const setQuality = (height: number | null) => {
    change({ quality: height as typeof preferences.quality });
    say(height ? `Quality ${height}p` : 'Quality automatic');
    void progress.track('qualitychange', video()?.currentTime ?? 0, height ? { quality: height } : {});
  };
  const toggleMute = () => change({ muted: !preferences.muted });
  const fullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void regionRef.current?.requestFullscreen?.().catch(() => undefined);
  };
  const pip = () => {
    const element = video();
    if (!element) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture();
    else void element.requestPictureInPicture?.().catch(() => undefined);
  };

  const shown = Math.max(
    progress.percent,
    duration > 0 ? Math.round((100 * Math.min(time, duration)) / duration) : 0,
  );
  const percent = progress.completed ? 100 : Math.min(shown, 99);
  const canPip =
    typeof document !== 'undefined' &&
    'pictureInPictureEnabled' in document &&
    document.pictureInPictureEnabled;

  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap" aria-label="Sources">
        {content.youtubeLink ? <Badge colorPalette="red">YouTube</Badge> : null}
        {content.vimeoLink ? <Badge colorPalette="cyan">Vimeo</Badge> : null}
        {content.mediaId ? <Badge colorPalette="blue">Self-hosted</Badge> : null}
        {content.durationMinutes > 0 ? <Badge>{content.durationMinutes} min</Badge> : null}
      </HStack>
      <PlayingOriginalNote content={content} />

      {stream.state === 'no-sources' ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{PLAYER_TEXTS.noSources}</Alert.Title>
            <Alert.Description>{PLAYER_TEXTS.noSourcesBody}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Box
          ref={regionRef}
          role="region"
          aria-label={`Video player: ${content.title}`}
          tabIndex={0}
          borderRadius="l2"
          overflow="hidden"
          bg="black"
          position="relative"
          _focusVisible={{ outline: '3px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
          onKeyDown={(event) => {
            const handled = handlePlayerKey(event, {
              playPause,
              seekBy: (seconds) => seek((video()?.currentTime ?? 0) + seconds),
              volumeBy: (step) =>
                change({ volume: Math.min(1, Math.max(0, preferences.volume + step)), muted: false }),
              fullscreen,
              toggleCaptions: () => setCaptions(captionLanguage ? null : preferences.captionsLanguage),
              toggleMute,
              setRate,
              rate: preferences.playbackRate,
            });
            if (handled) event.preventDefault();
          }}
        >
          <AspectRatio ratio={16 / 9}>
            <video
              ref={videoRef}
              poster={content.poster ?? undefined}
              preload="metadata"
              playsInline
              crossOrigin="use-credentials"
              onClick={playPause}
              onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
              onTimeUpdate={(event) => {
                const element = event.currentTarget;
                setTime(element.currentTime);
                positionRef.current = element.currentTime;
                progress.onTick(element.currentTime, element.duration);
                history.onProgress(momentOf(element));
              }}
              onPlay={(event) => {
                setIsPlaying(true);
                setHasEnded(false);
                void progress.track('play', event.currentTarget.currentTime);
                history.onPlay(momentOf(event.currentTarget));
              }}
              onPause={(event) => {
                setIsPlaying(false);
                const element = event.currentTarget;
                if (!element.ended) {
                  progress.save(element.currentTime, element.duration);
                  void progress.track('pause', element.currentTime);
                  history.onPause(momentOf(element));
                }
              }}
              onSeeking={() => (seekFrom.current = positionRef.current)}
              onSeeked={(event) => {
                const element = event.currentTarget;
                if (Math.abs(element.currentTime - seekFrom.current) < 0.5) return;
                progress.save(element.currentTime, element.duration);
                void progress.track('seek', element.currentTime, { from: seekFrom.current });
              }}
              onEnded={(event) => {
                const element = event.currentTarget;
                setIsPlaying(false);
                setHasEnded(true);
                progress.save(element.duration, element.duration);
                void progress.track('complete', element.duration);
                history.onEnded({ position: element.duration, percent: 100 });
              }}
            />
          </AspectRatio>
          <VideoStatus state={stream.state} onRetry={stream.retry} isOffline={source.isUnavailable} />
          {hasEnded && next && preferences.autoAdvance ? (
            <AutoAdvance nextTitle={next.title} onAdvance={onAdvance} onCancel={() => setHasEnded(false)} />
          ) : null}
          <ControlBar
            isPlaying={isPlaying}
            time={time}
            duration={duration}
            volume={preferences.volume}
            muted={preferences.muted}
            rate={preferences.playbackRate}
            qualities={stream.qualities}
            quality={preferences.quality}
            captions={stream.captions}
            captionLanguage={captionLanguage}
            canPip={canPip}
            onPlayPause={playPause}
            onSeek={seek}
            onVolume={(volume) => change({ volume, muted: volume === 0 })}
            onMute={toggleMute}
            onRate={setRate}
            onQuality={setQuality}
            onCaptions={setCaptions}
            onFullscreen={fullscreen}
            onPip={pip}
          />
          <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
        </Box>
      )}

      <VideoFooter
        content={content}
        time={time}
        duration={duration}
        percent={percent}
        isCompleted={progress.completed}
        autoAdvance={preferences.autoAdvance}
        onAutoAdvance={(autoAdvance) => change({ autoAdvance })}
        onBookmark={() => onBookmark(Math.floor(videoRef.current?.currentTime ?? 0))}
        onReport={onReport}
      />
    </Stack>
  );
}
