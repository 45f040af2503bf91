import type { ReactNode } from 'react';
import { Heading, Stack } from '@portal/shared-ui';

/** One step's panel, headed by the step's name. */
export function StepPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="4" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
