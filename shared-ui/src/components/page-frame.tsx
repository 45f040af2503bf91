// Every page's frame: the way back (if any), the PageHeader, then the page's sections with one padding and
// one rhythm. It names the browser tab "{title} | Academy" and gives the previous name back on unmount.
import { Box, Stack } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { PageHeader, type PageHeaderProps } from './page-header.tsx';

const DOCUMENT_TITLE_SUFFIX = ' | Academy';

export type PageFrameProps = PageHeaderProps & {
  /** The way back, above the title: a link or a button ("Back to Orders"). */
  back?: ReactNode;
  /** A narrower column for reading and forms, e.g. "3xl"; full width by default. */
  maxW?: string;
  children: ReactNode;
};

export function PageFrame({ title, description, actions, back, maxW, children }: PageFrameProps) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title}${DOCUMENT_TITLE_SUFFIX}`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  return (
    <Box p={{ base: '4', md: '6' }} maxW={maxW}>
      {back ? <Box mb="4">{back}</Box> : null}
      <PageHeader title={title} description={description} actions={actions} />
      <Stack gap="6">{children}</Stack>
    </Box>
  );
}
