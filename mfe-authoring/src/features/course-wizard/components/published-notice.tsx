import { Alert, Button, HStack } from '@portal/shared-ui';
import { Link } from '@portal/shared-ui/router';
import type { PublishAnswer } from '@portal/shared-api/course-authoring';

/** After Publish: where the course now lives, and the way back. */
export function PublishedNotice({ answer }: { answer: PublishAnswer }) {
  return (
    <Alert.Root status="success" role="status" borderRadius="l3" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>Your course is published</Alert.Title>
        <Alert.Description>
          Learners can now find “{answer.draft.Data.Title}” in the catalogue.
        </Alert.Description>
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm">
            <Link to={`/courses/${answer.courseSlug}`}>View course</Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to="/instructor/courses">Back to my courses</Link>
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
