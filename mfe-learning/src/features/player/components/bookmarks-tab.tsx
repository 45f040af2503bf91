// The Bookmarks tab (docs/product/player.md#bookmarks-tab): 'Your Bookmarks', each with its note, 'Go to'
// (which opens the lesson, seeks and switches to Content) and Delete; the empty text verbatim.
import { Button, Heading, HStack, Stack, Text, toaster } from '@portal/shared-ui';
import { ListSkeleton, QueryState } from '@portal/shared-ui/data';
import { PLAYER_TEXTS, useBookmarks, useDeleteBookmark, type Bookmark } from '@portal/shared-api/player';
import { formatTime } from '../utils/lesson-choice.ts';

type BookmarksTabProps = { courseId: string; onGoTo: (bookmark: Bookmark) => void };

export function BookmarksTab({ courseId, onGoTo }: BookmarksTabProps) {
  const bookmarks = useBookmarks(courseId);
  const remove = useDeleteBookmark();

  const onDelete = async (bookmark: Bookmark) => {
    try {
      await remove.trigger(bookmark.id);
      toaster.create({ type: 'success', title: 'Bookmark deleted' });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Failed to delete the bookmark',
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <Stack gap="4">
      <Heading as="h2" size="md">
        {PLAYER_TEXTS.bookmarksTitle}
      </Heading>
      <QueryState
        query={bookmarks}
        errorTitle="Failed to load your bookmarks"
        loading={<ListSkeleton count={3} label="Loading your bookmarks" />}
        isEmpty={(list) => list.length === 0}
        empty={<Text color="fg.muted">{PLAYER_TEXTS.noBookmarks}</Text>}
      >
        {(list) => (
          <Stack as="ul" gap="2" listStyleType="none">
            {list.map((bookmark) => (
              <HStack
                as="li"
                key={bookmark.id}
                borderWidth="1px"
                borderRadius="l2"
                p="3"
                gap="3"
                align="start"
              >
                <Stack flex="1" gap="1">
                  <Text fontWeight="semibold" fontSize="sm">
                    {bookmark.lessonTitle} · {formatTime(bookmark.time)}
                  </Text>
                  <Text fontSize="sm" color={bookmark.note ? undefined : 'fg.muted'}>
                    {bookmark.note || 'No note'}
                  </Text>
                </Stack>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`${PLAYER_TEXTS.goTo} ${formatTime(bookmark.time)} in ${bookmark.lessonTitle}`}
                  onClick={() => onGoTo(bookmark)}
                >
                  {PLAYER_TEXTS.goTo}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Delete the bookmark at ${formatTime(bookmark.time)} in ${bookmark.lessonTitle}`}
                  onClick={() => void onDelete(bookmark)}
                >
                  Delete
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
