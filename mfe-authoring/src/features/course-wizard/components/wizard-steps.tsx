import { Box, Center, HStack, List, Text } from '@portal/shared-ui';
import { WIZARD_STEPS } from '@portal/shared-api/course-authoring';

/**
 * Where the author is among the four steps: a numbered list with the current one marked for screen readers.
 * Chakra's Steps needs a theme recipe the shell does not ship (docs/decisions/0010), so this is its look
 * built from primitives.
 */
export function WizardSteps({ current }: { current: number }) {
  return (
    <List.Root as="ol" aria-label="Wizard steps" display="flex" flexWrap="wrap" gap="4" listStyle="none">
      {WIZARD_STEPS.map((title, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'next';
        return (
          <List.Item key={title} aria-current={state === 'current' ? 'step' : undefined} flex="1" minW="40">
            <HStack gap="2">
              <Center
                boxSize="8"
                rounded="full"
                fontWeight="semibold"
                fontSize="sm"
                bg={state === 'next' ? 'bg.muted' : 'colorPalette.solid'}
                color={state === 'next' ? 'fg.muted' : 'colorPalette.contrast'}
                aria-hidden
              >
                {state === 'done' ? '✓' : index + 1}
              </Center>
              <Box>
                <Text fontSize="xs" color="fg.muted">
                  Step {index + 1} of {WIZARD_STEPS.length}
                </Text>
                <Text fontWeight={state === 'current' ? 'semibold' : 'normal'}>{title}</Text>
              </Box>
            </HStack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
