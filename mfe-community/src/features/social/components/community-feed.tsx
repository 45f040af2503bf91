import { useState } from 'react';
import {
  SOCIAL_FEED_FILTERS,
  SOCIAL_TEXTS,
  type SocialFeedFilter,
  type SocialPost,
} from '@portal/shared-api/social';
import { Button, HStack, Stack } from '@portal/shared-ui';
import { ChoiceSelect, SearchInput } from '@portal/shared-ui/forms';
import { ConfirmDialog } from '@portal/shared-ui/overlays';
import { usePostActions } from '../hooks/use-post-actions.ts';
import { FeedPage } from './feed-page.tsx';
import { ReportDialog, type ReportTarget } from './report-dialog.tsx';

type CommunityFeedProps = {
  q: string;
  type: SocialFeedFilter;
  onSearch: (q: string) => void;
  onType: (type: SocialFeedFilter) => void;
  onShare: () => void;
};

/**
 * The Community Feed tab (docs/product/social.md#community-feed-tab): search, the type filter, Post, and the
 * posts a page at a time.
 */
export function CommunityFeed({ q, type, onSearch, onType, onShare }: CommunityFeedProps) {
  const actions = usePostActions();
  const [pages, setPages] = useState({ key: '', count: 1 });
  const [deleting, setDeleting] = useState<SocialPost | null>(null);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  // A new search or filter starts again from the newest posts.
  const filterKey = `${q}|${type}`;
  const count = pages.key === filterKey ? pages.count : 1;

  return (
    <Stack gap="4">
      <HStack gap="3" align="end" flexWrap="wrap">
        <Stack flex="1" minW="56">
          <SearchInput
            label={SOCIAL_TEXTS.searchLabel}
            placeholder={SOCIAL_TEXTS.searchPlaceholder}
            value={q}
            onChange={onSearch}
          />
        </Stack>
        <ChoiceSelect<SocialFeedFilter>
          label={SOCIAL_TEXTS.typeFilterLabel}
          value={type}
          options={SOCIAL_FEED_FILTERS}
          onChange={onType}
        />
        <Button onClick={onShare}>{SOCIAL_TEXTS.post}</Button>
      </HStack>
      <Stack gap="4" aria-label={SOCIAL_TEXTS.feedTab} as="section">
        <FeedPage
          q={q}
          type={type}
          index={0}
          pages={count}
          onLoadMore={() => setPages({ key: filterKey, count: count + 1 })}
          onLike={(post) => void actions.toggleLike(post)}
          onBookmark={(post) => void actions.toggleBookmark(post)}
          onDelete={setDeleting}
          onReport={setReporting}
        />
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete post?"
        description="Your post and its comments will be removed from the feed."
        confirmLabel="Delete"
        destructive
        isPending={actions.isDeleting}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void actions.deletePost(deleting).then((done) => done && setDeleting(null));
        }}
      />
      {reporting ? <ReportDialog target={reporting} onClose={() => setReporting(null)} /> : null}
    </Stack>
  );
}
