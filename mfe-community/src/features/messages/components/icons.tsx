// The two pictures Messages needs, drawn like shared-ui's icons (24×24 strokes, decorative): emoji would
// depend on the reader's fonts.
const stroke = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function PaperclipIcon({ size = 16 }: { size?: number }) {
  return (
    <svg {...stroke} width={size} height={size}>
      <path d="m21.4 11.1-9.2 9.2a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5" />
    </svg>
  );
}

export function PinIcon({ size = 14 }: { size?: number }) {
  return (
    <svg {...stroke} width={size} height={size}>
      <path d="M12 17v5M9 10.8V4h6v6.8l3 3.2v3H6v-3z" />
    </svg>
  );
}
