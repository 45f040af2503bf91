// Where the video should jump (?t= on arrival, a note's moment, a bookmark's). A seek belongs to its lesson:
// Go to on another lesson's bookmark opens it, and its video then seeks.
import { useEffect, useMemo, useState } from 'react';

export type Seek = { lessonId: string; time: number; key: number };

export function usePlayerSeek(contentId: string | undefined, initial: () => Seek | null) {
  const [seek, setSeek] = useState(initial);

  // A seek left for another lesson is spent: coming back to that lesson resumes, it does not seek again.
  useEffect(() => {
    if (contentId) setSeek((current) => (current && current.lessonId !== contentId ? null : current));
  }, [contentId]);

  const seekTo = useMemo(
    () => (seek && seek.lessonId === contentId ? { time: seek.time, key: seek.key } : null),
    [seek, contentId],
  );
  // A new key each time, so seeking to the same moment twice seeks twice.
  const seekIn = (lessonId: string, time: number) => setSeek({ lessonId, time, key: Date.now() });
  return { seekTo, seekIn };
}
