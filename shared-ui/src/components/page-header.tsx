import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type PageHeaderProps = { title: string; description?: ReactNode; actions?: ReactNode };

/** The h1 of a page, with an optional line of description and actions on the right. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Flex
      justify="space-between"
      align={{ base: 'stretch', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      gap="4"
      mb="6"
    >
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Stack>
      {actions ? (
        <Flex gap="2" wrap="wrap">
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}
