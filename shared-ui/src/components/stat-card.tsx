import { Card, Stat } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type StatCardProps = { label: string; value: ReactNode; helpText?: ReactNode };

/** One figure with its label, as the dashboard and summary rows show them. */
export function StatCard({ label, value, helpText }: StatCardProps) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
          {/* A <dl> holds only <dt> and <dd>: the help text is a second description of the figure. */}
          {helpText ? <Stat.HelpText as="dd">{helpText}</Stat.HelpText> : null}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
