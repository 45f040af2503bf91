import { useEffect, useRef } from 'react';
import { setPostOpinion } from '@portal/shared-api/posts';

/**
 * Counts one view when a signed-in reader opens a post (the server counts a reader once a day). Fire and
 * forget: a failed count never disturbs the reading.
 */
export function useRecordView(slug: string | undefined, isSignedIn: boolean, isLoaded: boolean) {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!slug || !isSignedIn || !isLoaded || recorded.current === slug) return;
    recorded.current = slug;
    setPostOpinion(slug, 'VIEW').catch(() => undefined);
  }, [slug, isSignedIn, isLoaded]);
}
