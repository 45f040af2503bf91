import { HStack, Progress } from '@chakra-ui/react';
import { useId } from 'react';

export type ProgressBarProps = {
  value: number;
  /** Names the bar ("Course progress"); read by screen readers even when hidden. */
  label: string;
  showValue?: boolean;
  /** Keeps the label for screen readers only, e.g. in a list row that already shows the course's title. */
  hideLabel?: boolean;
  /** The percentage under the bar, or at its end on the same line (compact rows). */
  valuePlacement?: 'below' | 'end';
  /** A palette for a bar whose colour means something (quiz scores: green, blue, yellow, red). */
  colorPalette?: string;
};

export function ProgressBar({
  value,
  label,
  showValue = true,
  hideLabel = false,
  valuePlacement = 'below',
  colorPalette,
}: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  // The bar is named by its label; left alone, zag names it by its value text ("42%").
  const labelId = useId();
  const track = (
    <Progress.Track flex="1" aria-labelledby={labelId}>
      <Progress.Range />
    </Progress.Track>
  );
  return (
    <Progress.Root value={clamped} size="sm" colorPalette={colorPalette}>
      <Progress.Label id={labelId} mb={hideLabel ? undefined : '1'} srOnly={hideLabel || undefined}>
        {label}
      </Progress.Label>
      {valuePlacement === 'end' ? (
        <HStack gap="2">
          {track}
          {showValue ? <Progress.ValueText textStyle="xs">{clamped}%</Progress.ValueText> : null}
        </HStack>
      ) : (
        <>
          {track}
          {showValue ? <Progress.ValueText mt="1">{clamped}%</Progress.ValueText> : null}
        </>
      )}
    </Progress.Root>
  );
}
