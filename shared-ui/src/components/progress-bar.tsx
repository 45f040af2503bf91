import { Progress } from '@chakra-ui/react';

export type ProgressBarProps = { value: number; label: string; showValue?: boolean };

export function ProgressBar({ value, label, showValue = true }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <Progress.Root value={clamped} size="sm">
      <Progress.Label mb="1">{label}</Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
      {showValue ? <Progress.ValueText mt="1">{clamped}%</Progress.ValueText> : null}
    </Progress.Root>
  );
}
