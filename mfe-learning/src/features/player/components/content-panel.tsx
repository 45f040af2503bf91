// The Content tab (docs/product/player.md#content-tab): what the selected content needs, by type. Videos
// load their player (and shaka) only when one is shown; other types can be marked complete by hand.
import { lazy, Suspense } from 'react';
import {
  Badge,
  Button,
  Card,
  Center,
  chakra,
  Heading,
  HStack,
  Link,
  Stack,
  Text,
  toaster,
} from '@portal/shared-ui';
import { RichTextContent } from '@portal/shared-ui/data';
import { ENROLLMENT_TEXTS, useUpdateProgress } from '@portal/shared-api/enrollments';
import { PLAYER_LAYOUT, PLAYER_TEXTS, type PlayerContent } from '@portal/shared-api/player';
import type { VideoLessonProps } from '../video/video-lesson.tsx';
import { PlayerIcon } from './player-icon.tsx';
import { QuizLesson } from './quiz-lesson.tsx';

const VideoLesson = lazy(() => import('../video/video-lesson.tsx').then((m) => ({ default: m.VideoLesson })));

type ContentPanelProps = {
  courseId: string;
  content: PlayerContent | null;
  video: Omit<VideoLessonProps, 'courseId' | 'content'>;
  onChanged: () => void;
};

function MarkComplete({
  courseId,
  content,
  onChanged,
}: {
  courseId: string;
  content: PlayerContent;
  onChanged: () => void;
}) {
  const progress = useUpdateProgress();
  if (content.completed)
    return (
      <Badge colorPalette="green" size="lg" gap="1">
        <PlayerIcon name="check" /> Completed
      </Badge>
    );
  const complete = async () => {
    try {
      await progress.trigger({ courseId, payload: { lessonId: content.id, completed: true } });
      onChanged();
      toaster.create({ type: 'success', title: 'Lesson completed' });
    } catch (error) {
      toaster.create({
        type: 'error',
        // The progress call failed: the enrolment's own text (docs/product/enrollments.md#texts).
        title: ENROLLMENT_TEXTS.progressFailed,
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };
  return (
    <Button variant="outline" onClick={() => void complete()} loading={progress.isMutating}>
      Mark as complete
    </Button>
  );
}

export function ContentPanel({ courseId, content, video, onChanged }: ContentPanelProps) {
  if (!content)
    return (
      <Center flexDirection="column" gap="2" py="16" textAlign="center">
        <Heading as="h2" size="md">
          {PLAYER_TEXTS.nothingSelected}
        </Heading>
        <Text color="fg.muted">{PLAYER_TEXTS.nothingSelectedHint}</Text>
      </Center>
    );
  switch (content.type) {
    case 'video':
      return (
        <Suspense fallback={<Text role="status">{PLAYER_TEXTS.loadingVideo}</Text>}>
          <VideoLesson courseId={courseId} content={content} {...video} />
        </Suspense>
      );
    case 'pdf':
      return (
        <Stack gap="3">
          {content.url ? (
            <>
              <chakra.iframe
                src={content.url}
                title={`${content.title} (PDF)`}
                width="full"
                height={PLAYER_LAYOUT.pdfHeight}
                borderWidth="1px"
                borderRadius="l2"
              />
              <HStack justify="space-between" wrap="wrap">
                <Link href={content.url} target="_blank" rel="noopener">
                  Open PDF in a new tab
                </Link>
                <MarkComplete courseId={courseId} content={content} onChanged={onChanged} />
              </HStack>
            </>
          ) : (
            <Text>{PLAYER_TEXTS.contentLoadFailed}</Text>
          )}
        </Stack>
      );
    case 'text':
    case 'assignment':
      return (
        <Card.Root>
          <Card.Header>
            <Card.Title as="h2">{content.title}</Card.Title>
          </Card.Header>
          <Card.Body>
            {/* Sanitised on the server with the editor's allow-list. */}
            <RichTextContent html={content.html ?? ''} />
          </Card.Body>
          <Card.Footer>
            <MarkComplete courseId={courseId} content={content} onChanged={onChanged} />
          </Card.Footer>
        </Card.Root>
      );
    case 'quiz':
      return content.quiz ? (
        <QuizLesson key={content.id} content={content} onPassed={onChanged} />
      ) : (
        <Text>{PLAYER_TEXTS.contentLoadFailed}</Text>
      );
    default:
      return <Text>{PLAYER_TEXTS.unsupported}</Text>;
  }
}
