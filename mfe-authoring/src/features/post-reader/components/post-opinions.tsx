import { Button, HStack, Link, Stack, Text } from '@portal/shared-ui';
import { Link as RouterLink } from '@portal/shared-ui/router';
import type { PostOpinionCounts, VoteType } from '@portal/shared-api/posts';

type PostOpinionsProps = {
  slug: string;
  counts: PostOpinionCounts;
  commentCount: number;
  /** Null when signed out: the buttons give way to a sign-in link. */
  mine: VoteType | null | undefined;
  isSignedIn: boolean;
  isBusy: boolean;
  onToggle: (type: VoteType) => void;
};

const plural = (count: number, one: string) => `${count} ${count === 1 ? one : `${one}s`}`;

/** The post's figures, and Like / Dislike as toggle buttons: pressing the other one swaps the opinion. */
export function PostOpinions({
  slug,
  counts,
  commentCount,
  mine,
  isSignedIn,
  isBusy,
  onToggle,
}: PostOpinionsProps) {
  return (
    <Stack gap="3" borderYWidth="1px" py="3">
      <Text fontSize="sm" color="fg.muted" aria-label="Post statistics">
        {plural(counts.VIEW, 'view')} · {plural(counts.LIKE, 'like')} · {plural(counts.DISLIKE, 'dislike')} ·{' '}
        {plural(commentCount, 'comment')}
      </Text>
      {isSignedIn ? (
        <HStack gap="2">
          {(['LIKE', 'DISLIKE'] as const).map((type) => (
            <Button
              key={type}
              size="sm"
              variant={mine === type ? 'solid' : 'outline'}
              aria-pressed={mine === type}
              disabled={isBusy || mine === undefined}
              onClick={() => onToggle(type)}
            >
              {type === 'LIKE' ? 'Like' : 'Dislike'} ({type === 'LIKE' ? counts.LIKE : counts.DISLIKE})
            </Button>
          ))}
        </HStack>
      ) : (
        <Text fontSize="sm">
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={`/login?next=${encodeURIComponent(`/posts/${slug}`)}`}>Sign in</RouterLink>
          </Link>{' '}
          to like, rate or comment on this post.
        </Text>
      )}
    </Stack>
  );
}
