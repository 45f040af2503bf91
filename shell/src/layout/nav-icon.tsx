// Small inline icons for the sidebar (no icon library: a few paths keep the shell's bundle small).
import { Icon } from '@portal/shared-ui';
import type { IconName } from './nav-items.ts';

const PATHS: Record<IconName, string> = {
  home: 'M3 11l9-8 9 8v10a1 1 0 0 1-1 1h-5v-7H9v7H4a1 1 0 0 1-1-1z',
  chart: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  book: 'M4 4h11a3 3 0 0 1 3 3v13H7a3 3 0 0 1-3-3zm0 13a3 3 0 0 1 3-3h11',
  bookmark: 'M6 3h12v18l-6-4-6 4z',
  library: 'M4 4h4v16H4zm6 0h4v16h-4zm6.5 1 3.5 1-3.5 14-3.5-1z',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM5 5h3v3a3 3 0 0 1-3-3zm11 0h3a3 3 0 0 1-3 3zm-4 9v4m-4 3h8',
  chat: 'M4 5h16v11H9l-5 4z',
  calendar: 'M4 6h16v14H4zm0 4h16M8 3v5m8-5v5',
  star: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4 6.5 20.3l1-6.2L3 9.7l6.2-.9z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
  gear: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm8-3 2-1-2-4-2 .5-1.5-1.5.5-2-4-2-1 2h-2l-1-2-4 2 .5 2L5 6.5 3 6 1 10l2 1v2l-2 1 2 4 2-.5L6.5 19 6 21l4 2 1-2h2l1 2 4-2-.5-2 1.5-1.5 2 .5 2-4-2-1z',
  card: 'M3 6h18v12H3zm0 4h18',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zm4 4h4',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm-2.5-12a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14m0 3h.01',
  message: 'M4 4h16v12H7l-3 3zm4 5h8m-8 3h5',
  plus: 'M12 5v14M5 12h14',
  pen: 'M4 20h4L19 9l-4-4L4 16zm9-13 4 4',
  video: 'M3 6h12v12H3zm12 4 6-3v10l-6-3',
  flag: 'M5 21V4m0 0h11l-2 4 2 4H5',
};

export function NavIcon({ name }: { name: IconName }) {
  return (
    <Icon boxSize="5" flexShrink={0} aria-hidden>
      <svg
        viewBox="0 0 24 24"
        fill="none"
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
