// A region wider content scrolls sideways inside, so the page never does on a phone
// (docs/product/portal.md#small-screens): wide tables, timelines, long code. It takes the keyboard focus and is
// named, so a keyboard user can scroll it with the arrow keys and a screen reader says what it holds.
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type ScrollRegionProps = {
  /** What the region holds, said on focus ("Orders", "Learning history"). */
  label: string;
  /** A thin rounded border around it, as a table has. */
  isFramed?: boolean;
  children: ReactNode;
};

export function ScrollRegion({ label, isFramed = false, children }: ScrollRegionProps) {
  return (
    <Box
      role="region"
      aria-label={label}
      // The arrow keys scroll it once it has the focus (axe: scrollable-region-focusable).
      tabIndex={0}
      overflowX="auto"
      // The containing block of what is visually hidden inside (a caption, a cell's label), which would
      // otherwise escape the scrolling and widen the page.
      position="relative"
      maxW="full"
      focusVisibleRing="outside"
      borderWidth={isFramed ? '1px' : undefined}
      rounded={isFramed ? 'md' : undefined}
    >
      {children}
    </Box>
  );
}
