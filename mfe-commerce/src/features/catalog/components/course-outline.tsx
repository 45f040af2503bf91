import { useState } from 'react';
import { Badge, Button, HStack, Stack, Text } from '@portal/shared-ui';
import { Accordion } from '@portal/shared-ui/data';
import { formatDuration } from '@portal/shared-api/core';
import type { CourseDetail, CourseOutlineLesson } from '@portal/shared-api/catalog';
import { PreviewDialog } from './preview-dialog.tsx';

const TYPE_LABELS: Record<string, string> = {
  video: 'Video',
  pdf: 'PDF',
  text: 'Reading',
  quiz: 'Quiz',
  assignment: 'Assignment',
};

/** The syllabus: sections (the first open) with their lessons, durations and types; previews play here. */
export function CourseOutline({ course }: { course: CourseDetail }) {
  const [preview, setPreview] = useState<CourseOutlineLesson | null>(null);
  const total = course.Sections.reduce((n, s) => n + s.Duration, 0);
  return (
    <Stack as="section" aria-labelledby="course-content" gap="3">
      <Text as="h2" id="course-content" fontSize="xl" fontWeight="semibold">
        Course content
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {course.Sections.length} sections · {course.LessonsCount} lessons · {formatDuration(total)} total
      </Text>
      <Accordion.Root multiple defaultValue={course.Sections[0] ? [course.Sections[0].Id] : []}>
        {course.Sections.map((section) => (
          <Accordion.Item key={section.Id} value={section.Id}>
            <Accordion.ItemTrigger>
              <HStack flex="1" justify="space-between">
                <Text fontWeight="medium">{section.Title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {section.Lessons.length} lessons · {formatDuration(section.Duration)}
                </Text>
              </HStack>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <Stack as="ul" gap="2" listStyleType="none">
                  {section.Lessons.map((lesson) => (
                    <HStack as="li" key={lesson.Id} justify="space-between" gap="3">
                      <HStack gap="2" minW="0">
                        <Badge variant="outline" size="sm">
                          {TYPE_LABELS[lesson.Type] ?? lesson.Type}
                        </Badge>
                        <Text truncate>{lesson.Title}</Text>
                      </HStack>
                      <HStack gap="3" flexShrink={0}>
                        {lesson.IsPreview ? (
                          <Button
                            size="xs"
                            variant="outline"
                            aria-label={`Preview ${lesson.Title}`}
                            onClick={() => setPreview(lesson)}
                          >
                            Preview
                          </Button>
                        ) : null}
                        <Text fontSize="sm" color="fg.muted">
                          {formatDuration(lesson.Duration)}
                        </Text>
                      </HStack>
                    </HStack>
                  ))}
                </Stack>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <PreviewDialog slug={course.Slug} lesson={preview} onClose={() => setPreview(null)} />
    </Stack>
  );
}
