// Inline icons of the player (no icon library); the control around one carries its name.
import { Icon } from '@portal/shared-ui';

const PATHS = {
  video: 'M4 6h11v12H4zM15 10l5-3v10l-5-3',
  pdf: 'M6 3h8l4 4v14H6zM14 3v4h4M9 13h6M9 17h6',
  text: 'M5 5h14M5 9h14M5 13h10M5 17h12',
  quiz: 'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7v.5M12 17h.01M4 4h16v16H4z',
  assignment: 'M9 4h6v3H9zM7 5H5v16h14V5h-2M9 12l2 2 4-4',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  play: 'M7 5v14l12-7z',
  pause: 'M7 5h4v14H7zM13 5h4v14h-4z',
  back10: 'M11 6 6 10l5 4M6 10h8a5 5 0 0 1 0 10h-3',
  forward10: 'M13 6l5 4-5 4M18 10h-8a5 5 0 0 0 0 10h3',
  volume: 'M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11',
  muted: 'M4 9h4l5-4v14l-5-4H4zM16 9l5 6M21 9l-5 6',
  fullscreen: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  pip: 'M3 5h18v14H3zM12 12h7v5h-7z',
  captions: 'M3 5h18v14H3zM10 10.5a2 2 0 1 0 0 3M17 10.5a2 2 0 1 0 0 3',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 2v3M12 19v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M2 12h3M19 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1',
  bookmark: 'M6 3h12v18l-6-4-6 4z',
  flag: 'M5 21V4M5 4h12l-2 4 2 4H5',
  download: 'M12 4v11m-5-5 5 5 5-5M5 20h14',
} as const;

export type PlayerIconName = keyof typeof PATHS;

export function PlayerIcon({ name, boxSize = '4' }: { name: PlayerIconName; boxSize?: string }) {
  const isSolid = name === 'play' || name === 'pause';
  return (
    <Icon boxSize={boxSize} aria-hidden>
      <svg
        viewBox="0 0 24 24"
        fill={isSolid ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={PATHS[name]} />
      </svg>
    </Icon>
  );
}
