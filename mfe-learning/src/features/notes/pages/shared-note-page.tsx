// /notes/shared/:token (public): one note someone shared, read-only, with its course and author. A revoked
// or private note's link says so.
import { Badge, Box, Button, Heading, HStack, NotFoundState, Stack, Text } from '@portal/shared-ui';
import { PageFrame, QueryState } from '@portal/shared-ui/data';
import { Link as RouterLink, useParams } from '@portal/shared-ui/router';
import { NOTE_TEXTS, formatNoteTimestamp, useSharedNote } from '@portal/shared-api/course-notes';

export function SharedNotePage() {
  const { token } = useParams();
  const note = useSharedNote(token);
  return (
    <PageFrame title="Shared note">
      <QueryState
        query={note}
        errorTitle="Failed to load the note"
        notFound={<NotFoundState title="Note not found" description={NOTE_TEXTS.sharedNotFound} />}
      >
        {(shared) => (
          <Box as="article" bg={shared.Color} color="gray.900" borderRadius="l3" p="6" maxW="3xl">
            <Stack gap="3">
              <Heading as="h2" size="lg">
                {shared.Title}
              </Heading>
              <Text fontSize="sm" color="gray.700">
                By {shared.AuthorName} · {shared.CourseTitle}
                {shared.LessonTitle ? ` · ${shared.LessonTitle}` : ''}
                {shared.Timestamp > 0 ? ` · at ${formatNoteTimestamp(shared.Timestamp)}` : ''}
              </Text>
              {/* Sanitised on the server. */}
              <Box className="note-content" dangerouslySetInnerHTML={{ __html: shared.Content }} />
              <HStack gap="2" wrap="wrap">
                {shared.Tags.map((tag) => (
                  <Badge key={tag} variant="outline" colorPalette="gray" color="gray.900" bg="whiteAlpha.700">
                    #{tag}
                  </Badge>
                ))}
              </HStack>
              <Text fontSize="xs" color="gray.700">
                Updated {new Date(shared.UpdatedAt).toLocaleDateString()}
              </Text>
              <Button asChild variant="outline" alignSelf="flex-start" color="gray.900">
                <RouterLink to={`/courses/${shared.CourseSlug}`}>About the course</RouterLink>
              </Button>
            </Stack>
          </Box>
        )}
      </QueryState>
    </PageFrame>
  );
}
