// A cover picture (a course's, a post's) at a fixed ratio that never leaves a broken image: without an address,
// or when it fails to load, a placeholder named like the image takes its place.
import { AspectRatio, Center, Icon, Image } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

export type CoverImageProps = {
  src: string | null | undefined;
  /** What the picture shows; the placeholder carries the same name. */
  alt: string;
  /** Width over height; 16:9 by default. */
  ratio?: number;
  /** What the placeholder shows instead of the default book. */
  fallback?: ReactNode;
  /** The page's largest picture above the fold (its LCP): fetched at once and first, never lazily. */
  priority?: boolean;
};

function BookIcon() {
  return (
    <Icon boxSize="10" aria-hidden>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
        <path d="M4 4h11a3 3 0 0 1 3 3v13H7a3 3 0 0 1-3-3zm0 13a3 3 0 0 1 3-3h11" />
      </svg>
    </Icon>
  );
}

export function CoverImage({ src, alt, ratio = 16 / 9, fallback, priority = false }: CoverImageProps) {
  // Remembers which address failed, so a new address is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : null;
  return (
    <AspectRatio ratio={ratio} bg="bg.muted">
      {shown ? (
        // The ratio box reserves the space before the picture arrives (no layout shift); decoding off the main
        // thread; below the fold it waits until scrolled near (docs/decisions/0026).
        <Image
          src={shown}
          alt={alt}
          objectFit="cover"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onError={() => setFailedSrc(shown)}
        />
      ) : (
        // A decorative cover (alt "") stays decorative as a placeholder: hidden, not an image without a name.
        <Center {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })} color="fg.muted">
          {fallback ?? <BookIcon />}
        </Center>
      )}
    </AspectRatio>
  );
}
