// One help article over the Help Center (?article=slug): readable, closable with Escape, the address shareable.
import { Badge, CloseButton, Portal, Stack, Text } from '@portal/shared-ui';
import { ListSkeleton, QueryState } from '@portal/shared-ui/data';
import { Dialog } from '@portal/shared-ui/overlays';
import { HELP_TEXTS, useHelpArticle } from '@portal/shared-api/help';

export function ArticleDialog({ slug, onClose }: { slug: string; onClose: () => void }) {
  const article = useHelpArticle(slug || undefined);
  return (
    <Dialog.Root
      open={Boolean(slug)}
      onOpenChange={(details) => !details.open && onClose()}
      size="lg"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{article.data?.Title ?? 'Help article'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <QueryState
                query={article}
                errorTitle={HELP_TEXTS.articleNotFound}
                loading={<ListSkeleton count={2} label="Loading the article" />}
              >
                {(loaded) => (
                  <Stack gap="3">
                    <Badge alignSelf="flex-start">{loaded.Category.Title}</Badge>
                    {loaded.Paragraphs.map((paragraph) => (
                      <Text key={paragraph}>{paragraph}</Text>
                    ))}
                  </Stack>
                )}
              </QueryState>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close article" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
