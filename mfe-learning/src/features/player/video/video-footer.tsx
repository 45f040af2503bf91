// Under the video (docs/product/player.md#content-tab): Bookmark, Auto-advance, Report and Download; the
// time, the rounded percent with a check when complete, the progress bar, and 'About this video'.
import { Box, Button, Card, HStack, Link, Text, VisuallyHidden } from '@portal/shared-ui';
import { ProgressBar } from '@portal/shared-ui/data';
import { Checkbox } from '@portal/shared-ui/forms';
import { PLAYER_TEXTS, type PlayerContent } from '@portal/shared-api/player';
import { PlayerIcon } from '../components/player-icon.tsx';
import { formatTime } from '../utils/lesson-choice.ts';

type VideoFooterProps = {
  content: PlayerContent;
  time: number;
  duration: number;
  percent: number;
  isCompleted: boolean;
  autoAdvance: boolean;
  onAutoAdvance: (on: boolean) => void;
  onBookmark: () => void;
  onReport: () => void;
};

export function VideoFooter({
  content,
  time,
  duration,
  percent,
  isCompleted,
  autoAdvance,
  onAutoAdvance,
  onBookmark,
  onReport,
}: VideoFooterProps) {
  return (
    <>
      <HStack gap="3" wrap="wrap" justify="space-between">
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={onBookmark}>
            <PlayerIcon name="bookmark" /> {PLAYER_TEXTS.bookmark}
          </Button>
          <Checkbox.Root
            size="sm"
            checked={autoAdvance}
            onCheckedChange={(details) => onAutoAdvance(details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{PLAYER_TEXTS.autoAdvance}</Checkbox.Label>
          </Checkbox.Root>
          <Button size="sm" variant="ghost" onClick={onReport}>
            <PlayerIcon name="flag" /> {PLAYER_TEXTS.report}
          </Button>
          {content.url ? (
            <Link href={content.url} download fontSize="sm">
              <PlayerIcon name="download" /> {PLAYER_TEXTS.download}
            </Link>
          ) : null}
        </HStack>
        <HStack gap="2">
          <Text fontSize="sm" aria-label={`${formatTime(time)} of ${formatTime(duration)}`}>
            {formatTime(time)} / {formatTime(duration)}
          </Text>
          <Text fontSize="sm" fontWeight="semibold" color={isCompleted ? 'green.fg' : undefined}>
            {percent}% complete
          </Text>
          {isCompleted ? (
            <Box color="green.fg">
              <PlayerIcon name="check" />
              <VisuallyHidden>Completed</VisuallyHidden>
            </Box>
          ) : null}
        </HStack>
      </HStack>
      <ProgressBar value={percent} label="Watched" hideLabel />

      {content.description.trim() ? (
        <Card.Root size="sm">
          <Card.Header>
            <Card.Title as="h3">{PLAYER_TEXTS.aboutVideo}</Card.Title>
          </Card.Header>
          <Card.Body>
            <Text>{content.description}</Text>
          </Card.Body>
        </Card.Root>
      ) : null}
    </>
  );
}
