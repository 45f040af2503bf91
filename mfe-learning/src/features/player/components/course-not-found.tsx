import { Button, Center, Heading, HStack, Text } from '@portal/shared-ui';
import { Link as RouterLink } from '@portal/shared-ui/router';
import { PLAYER_TEXTS } from '@portal/shared-api/player';

/** The one answer to a course the player cannot open, missing, not enrolled or failing. */
export function CourseNotFound() {
  return (
    <Center flexDirection="column" gap="4" py="20" px="4" textAlign="center">
      <Heading as="h1" size="xl">
        {PLAYER_TEXTS.courseNotFound}
      </Heading>
      <Text color="fg.muted">{PLAYER_TEXTS.courseNotFoundBody}</Text>
      <HStack>
        <Button asChild>
          <RouterLink to="/courses">{PLAYER_TEXTS.browseCourses}</RouterLink>
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {PLAYER_TEXTS.tryAgain}
        </Button>
      </HStack>
    </Center>
  );
}
