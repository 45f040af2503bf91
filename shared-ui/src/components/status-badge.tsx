import { Badge } from '@chakra-ui/react';

export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export type StatusBadgeProps = {
  status: string;
  /** Maps a status to a tone; unknown statuses are neutral. */
  tones?: Record<string, StatusTone>;
  /** The tone of this one badge, e.g. from a boolean ("Published" or "Draft"); wins over `tones`. */
  tone?: StatusTone;
  label?: string;
};

const palette: Record<StatusTone, string> = {
  success: 'green',
  warning: 'orange',
  danger: 'red',
  info: 'blue',
  neutral: 'gray',
};

export function StatusBadge({ status, tones = {}, tone, label }: StatusBadgeProps) {
  return (
    <Badge colorPalette={palette[tone ?? tones[status] ?? 'neutral']} variant="subtle">
      {label ?? status}
    </Badge>
  );
}
