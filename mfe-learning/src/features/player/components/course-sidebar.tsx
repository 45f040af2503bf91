// 'Course Content' (docs/product/player.md#course-content-sidebar): sections and their contents in order, the
// selected one highlighted, completed ones ticked. Each content is a link to its own address, so Tab and
// Enter (and a new tab) work.
import { Box, Heading, HStack, Stack, Text } from '@portal/shared-ui';
import { ProgressBar } from '@portal/shared-ui/data';
import { Link as RouterLink } from '@portal/shared-ui/router';
import { PLAYER_LAYOUT, PLAYER_TEXTS, coursePlayerPath, type PlayerCourse } from '@portal/shared-api/player';
import { PlayerIcon } from './player-icon.tsx';

type CourseSidebarProps = { course: PlayerCourse; selectedId: string | null };

export function CourseSidebar({ course, selectedId }: CourseSidebarProps) {
  const { completedLessons, totalLessons, percentage } = course.progress;
  return (
    <Box as="nav" aria-labelledby="course-content-title" borderWidth="1px" borderRadius="l2" bg="bg">
      <Stack p="4" gap="2" borderBottomWidth="1px">
        <Heading as="h2" size="md" id="course-content-title">
          {PLAYER_TEXTS.sidebarTitle}
        </Heading>
        <ProgressBar value={percentage} label={`${percentage}% complete`} />
        <Text fontSize="sm" color="fg.muted">
          {completedLessons} of {totalLessons} lessons completed
        </Text>
      </Stack>
      <Box maxH={PLAYER_LAYOUT.sidebarHeight} overflowY="auto">
        {course.sections.map((section, index) => (
          <Box as="section" key={section.id} aria-labelledby={`section-${section.id}`} py="2">
            <Heading as="h3" size="sm" px="4" py="2" id={`section-${section.id}`}>
              {section.title || `Module ${index + 1}`}
            </Heading>
            {section.contents.length === 0 ? (
              <Text px="4" py="2" fontSize="sm" color="fg.muted">
                {PLAYER_TEXTS.noContentInSection}
              </Text>
            ) : (
              <Stack as="ul" gap="0" listStyleType="none">
                {section.contents.map((content) => {
                  const isSelected = content.id === selectedId;
                  return (
                    <li key={content.id}>
                      <HStack
                        asChild
                        px="4"
                        py="2"
                        gap="3"
                        bg={isSelected ? 'colorPalette.subtle' : undefined}
                        colorPalette="blue"
                        borderInlineStartWidth="3px"
                        borderInlineStartColor={isSelected ? 'colorPalette.solid' : 'transparent'}
                        _hover={{ bg: isSelected ? undefined : 'bg.muted' }}
                        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
                      >
                        <RouterLink
                          to={coursePlayerPath(course.slug, content.id)}
                          aria-current={isSelected ? 'page' : undefined}
                          replace
                        >
                          <PlayerIcon name={content.type} />
                          <Text flex="1" fontSize="sm" fontWeight={isSelected ? 'semibold' : 'normal'}>
                            {content.title}
                            <Box as="span" srOnly>
                              {`, ${content.type}`}
                              {content.completed ? ', completed' : ''}
                            </Box>
                          </Text>
                          {content.durationMinutes > 0 ? (
                            <Text fontSize="xs" color="fg.muted">
                              {content.durationMinutes} min
                            </Text>
                          ) : null}
                          {content.completed ? (
                            <Box color="green.fg">
                              <PlayerIcon name="check" />
                            </Box>
                          ) : null}
                        </RouterLink>
                      </HStack>
                    </li>
                  );
                })}
              </Stack>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
