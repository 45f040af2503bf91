// One note as a card (grid: text clamped to 4 lines) or a row (list: 2 lines;
// docs/product/notes.md#notes-page): its colour, course and lesson, the moment as m:ss linking into the
// player there, tags, private or shared, and its actions.
import {
  Badge,
  Box,
  Heading,
  HStack,
  IconButton,
  Link,
  Stack,
  Text,
  VisuallyHidden,
} from '@portal/shared-ui';
import { Menu } from '@portal/shared-ui/overlays';
import { Link as RouterLink } from '@portal/shared-ui/router';
import { formatNoteTimestamp, noteLessonHref, type CourseNote } from '@portal/shared-api/course-notes';

type NoteCardProps = {
  note: CourseNote;
  layout: 'grid' | 'list';
  onEdit: (note: CourseNote) => void;
  onShare: (note: CourseNote) => void;
  onUnshare: (note: CourseNote) => void;
  onDelete: (note: CourseNote) => void;
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function NoteCard({ note, layout, onEdit, onShare, onUnshare, onDelete }: NoteCardProps) {
  const lesson = note.LessonTitle ?? note.LessonName;
  return (
    <Box
      as="article"
      aria-labelledby={`note-${note.Id}`}
      bg={note.Color}
      color="gray.900"
      borderRadius="l2"
      borderWidth="1px"
      borderColor="blackAlpha.200"
      p="4"
      height="full"
    >
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start">
          <Heading as="h2" size="sm" id={`note-${note.Id}`}>
            {note.Title}
          </Heading>
          <Menu.Root>
            <Menu.Trigger asChild>
              <IconButton aria-label={`Actions for ${note.Title}`} size="xs" variant="ghost" color="gray.900">
                ⋯
              </IconButton>
            </Menu.Trigger>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="edit" onSelect={() => onEdit(note)}>
                  Edit
                </Menu.Item>
                {note.ShareToken ? (
                  <>
                    <Menu.Item value="copy" onSelect={() => onShare(note)}>
                      Copy share link
                    </Menu.Item>
                    <Menu.Item value="unshare" onSelect={() => onUnshare(note)}>
                      Stop sharing
                    </Menu.Item>
                  </>
                ) : (
                  <Menu.Item value="share" onSelect={() => onShare(note)} disabled={note.IsPrivate}>
                    {note.IsPrivate ? 'Share (make it public first)' : 'Share'}
                  </Menu.Item>
                )}
                <Menu.Item value="delete" color="fg.error" onSelect={() => onDelete(note)}>
                  Delete
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Menu.Root>
        </HStack>
        <Text fontSize="sm" color="gray.700">
          {note.CourseTitle}
          {lesson ? ` · ${lesson}` : ''}
        </Text>
        <Box
          fontSize="sm"
          lineClamp={layout === 'grid' ? 4 : 2}
          css={{ '& p, & ul, & ol, & h2, & h3, & pre, & blockquote': { display: 'inline' } }}
          // Sanitised on the server (docs/decisions/0021-library-picks.md#rich-text).
          dangerouslySetInnerHTML={{ __html: note.Content }}
        />
        <HStack gap="2" wrap="wrap" fontSize="xs">
          {note.LessonId ? (
            <Link asChild color="blue.800" fontWeight="semibold">
              <RouterLink to={noteLessonHref(note)}>
                <span aria-hidden="true">▶ </span>
                <VisuallyHidden>Open the lesson at </VisuallyHidden>
                {formatNoteTimestamp(note.Timestamp)}
              </RouterLink>
            </Link>
          ) : null}
          {note.Tags.map((tag) => (
            <Badge key={tag} variant="outline" colorPalette="gray" color="gray.900" bg="whiteAlpha.700">
              #{tag}
            </Badge>
          ))}
          <Badge variant="outline" colorPalette="gray" color="gray.900" bg="whiteAlpha.700">
            {note.IsPrivate ? 'Private' : note.ShareToken ? 'Shared' : 'Public'}
          </Badge>
          <Text as="span" color="gray.700" ms="auto">
            {dateFormat.format(new Date(note.UpdatedAt))}
          </Text>
        </HStack>
      </Stack>
    </Box>
  );
}
