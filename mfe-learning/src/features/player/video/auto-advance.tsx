// With Auto-advance on, the next content opens 2 seconds after the end (docs/product/player.md#auto-advance);
// the countdown shows and can be cancelled.
import { useEffect, useState } from 'react';
import { Button, Center, Stack, Text } from '@portal/shared-ui';
import { AUTO_ADVANCE_DELAY_MS } from '@portal/shared-api/player';

type AutoAdvanceProps = { nextTitle: string; onAdvance: () => void; onCancel: () => void };

export function AutoAdvance({ nextTitle, onAdvance, onCancel }: AutoAdvanceProps) {
  const [left, setLeft] = useState(Math.ceil(AUTO_ADVANCE_DELAY_MS / 1000));
  useEffect(() => {
    const advance = setTimeout(onAdvance, AUTO_ADVANCE_DELAY_MS);
    const tick = setInterval(() => setLeft((n) => Math.max(0, n - 1)), 1000);
    return () => {
      clearTimeout(advance);
      clearInterval(tick);
    };
  }, [onAdvance]);
  return (
    <Center position="absolute" inset="0" bg="blackAlpha.800" color="white">
      <Stack align="center" gap="3" role="status">
        <Text fontSize="lg">
          Next: {nextTitle} in {left}…
        </Text>
        <Button size="sm" variant="outline" colorPalette="gray" bg="white" color="black" onClick={onCancel}>
          Cancel
        </Button>
      </Stack>
    </Center>
  );
}
