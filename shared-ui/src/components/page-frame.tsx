// Every page's frame: the way back (if any), the PageHeader, then the page's sections with one padding and
// one rhythm. It names the browser tab "{title} | Academy" (or the page's own name for it) and gives the
// previous name back on unmount.
import { Box, Stack } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { PageHeader, type PageHeaderProps } from './page-header.tsx';

const DOCUMENT_TITLE_SUFFIX = ' | Academy';

export type PageFrameProps = PageHeaderProps & {
  /** The way back, above the title: a link or a button ("Back to Orders"). */
  back?: ReactNode;
  /** A narrower column for reading and forms, e.g. "3xl"; full width by default. */
  maxW?: string;
  /** The browser tab's name when the spec gives the page its own ("{course} - Course Player"). */
  documentTitle?: string;
  children: ReactNode;
};

export function PageFrame({
  title,
  description,
  actions,
  back,
  maxW,
  documentTitle,
  children,
}: PageFrameProps) {
  const tabName = documentTitle ?? `${title}${DOCUMENT_TITLE_SUFFIX}`;
  useEffect(() => {
    const previous = document.title;
    document.title = tabName;
    return () => {
      document.title = previous;
    };
  }, [tabName]);

  return (
    <Box p={{ base: '4', md: '6' }} maxW={maxW}>
      {back ? <Box mb="4">{back}</Box> : null}
      <PageHeader title={title} description={description} actions={actions} />
      <Stack gap="6">{children}</Stack>
    </Box>
  );
}
