// One help article over the Help Center (?article=slug): readable, closable with Escape, the address shareable.
import { Badge, Stack, Text } from '@portal/shared-ui';
import { ListSkeleton, QueryState } from '@portal/shared-ui/data';
import { Modal } from '@portal/shared-ui/overlays';
import { HELP_TEXTS, useHelpArticle } from '@portal/shared-api/help';

export function ArticleDialog({ slug, onClose }: { slug: string; onClose: () => void }) {
  const article = useHelpArticle(slug || undefined);
  return (
    <Modal
      open={Boolean(slug)}
      onClose={onClose}
      title={article.data?.Title ?? 'Help article'}
      size="lg"
      closeLabel="Close article"
    >
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
    </Modal>
  );
}
