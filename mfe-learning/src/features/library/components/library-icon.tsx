// Small inline icons for the Library's buttons (no icon library); the button around one carries its name.
import { Icon } from '@portal/shared-ui';

const PATHS = {
  heart: 'M12 20s-7-4.4-9-9a4.9 4.9 0 0 1 9-3.5A4.9 4.9 0 0 1 21 11c-2 4.6-9 9-9 9z',
  download: 'M12 4v11m-5-5 5 5 5-5M5 20h14',
  certificate: 'M12 14a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm-3.5 0L7 21l5-2.5 5 2.5-1.5-7',
  trash: 'M4 7h16M9 7V4h6v3m-8 0 1 13h8l1-13M10 11v6m4-6v6',
  grid: 'M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z',
  list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  book: 'M4 4h11a3 3 0 0 1 3 3v13H7a3 3 0 0 1-3-3zm0 13a3 3 0 0 1 3-3h11',
} as const;

export type LibraryIconName = keyof typeof PATHS;

type LibraryIconProps = { name: LibraryIconName; isFilled?: boolean; boxSize?: string };

export function LibraryIcon({ name, isFilled = false, boxSize = '4' }: LibraryIconProps) {
  return (
    <Icon boxSize={boxSize} aria-hidden>
      <svg
        viewBox="0 0 24 24"
        fill={isFilled ? 'currentColor' : 'none'}
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
