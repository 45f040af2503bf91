import { Badge } from '@chakra-ui/react';

export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export type StatusBadgeProps = {
  status: string;
  /** Maps a status to a tone; unknown statuses are neutral. */
  tones?: Record<string, StatusTone>;
  label?: string;
};

const palette: Record<StatusTone, string> = {
  success: 'green',
  warning: 'orange',
  danger: 'red',
  info: 'blue',
  neutral: 'gray',
};

export function StatusBadge({ status, tones = {}, label }: StatusBadgeProps) {
  return (
    <Badge colorPalette={palette[tones[status] ?? 'neutral']} variant="subtle">
      {label ?? status}
    </Badge>
  );
}
