import { Badge, Box, Heading, HStack, List, Stack, Text } from '@portal/shared-ui';
import { CoverImage, Accordion, RichTextContent } from '@portal/shared-ui/data';
import { formatDuration } from '@portal/shared-api/core';
import {
  LESSON_TYPE_LABELS,
  type CourseDraftPayload,
  type WizardOptions,
} from '@portal/shared-api/course-authoring';
import { coursePrice, lessonCount, titleOf, totalMinutes } from '../utils/course-summary.ts';

type CoursePreviewProps = { draft: CourseDraftPayload; coverUrl: string | null; options: WizardOptions };

/** The course as a learner will see it, read-only (the Preview half of the Preview/Edit toggle). */
export function CoursePreview({ draft, coverUrl, options }: CoursePreviewProps) {
  const title = draft.Title.trim() || 'Untitled course';
  return (
    <Stack as="article" aria-label={`Preview of ${title}`} gap="5" borderWidth="1px" rounded="lg" p="5">
      <Box maxW="md">
        <CoverImage src={coverUrl} alt={`Cover of ${title}`} />
      </Box>
      <Stack gap="2">
        <Heading as="h2" size="xl">
          {title}
        </Heading>
        {draft.ShortDescription ? <Text color="fg.muted">{draft.ShortDescription}</Text> : null}
        <HStack gap="2" wrap="wrap">
          {draft.Category ? <Badge>{titleOf(options, draft.Category, draft.SubCategory)}</Badge> : null}
          {draft.Level ? <Badge textTransform="capitalize">{draft.Level}</Badge> : null}
          {draft.Language ? <Badge>{draft.Language}</Badge> : null}
        </HStack>
        <Text fontSize="2xl" fontWeight="bold">
          {coursePrice(draft)}
        </Text>
      </Stack>
      {/* The editor's HTML; the server sanitises it again when the draft is saved. */}
      {draft.Description ? <RichTextContent html={draft.Description} /> : null}
      {draft.WhatYouWillLearn.some((line) => line.trim()) ? (
        <Box>
          <Heading as="h3" size="md" mb="2">
            What you'll learn
          </Heading>
          <List.Root ps="5">
            {draft.WhatYouWillLearn.filter((line) => line.trim()).map((line, i) => (
              <List.Item key={i}>{line}</List.Item>
            ))}
          </List.Root>
        </Box>
      ) : null}
      <Box>
        <Heading as="h3" size="md" mb="1">
          Curriculum
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="2">
          {draft.Sections.length} sections · {lessonCount(draft)} lessons ·{' '}
          {formatDuration(totalMinutes(draft))}
        </Text>
        <Accordion.Root multiple collapsible defaultValue={draft.Sections.map((s) => s.Id)}>
          {draft.Sections.map((section, index) => (
            <Accordion.Item key={section.Id} value={section.Id}>
              <Accordion.ItemTrigger>
                <Text flex="1" fontWeight="medium">
                  {section.Title.trim() || `Section ${index + 1}`}
                </Text>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>
                  <List.Root gap="1" listStyle="none">
                    {section.Lessons.map((lesson, i) => (
                      <List.Item key={lesson.Id}>
                        <HStack justify="space-between">
                          <Text>{lesson.Title.trim() || `Lesson ${i + 1}`}</Text>
                          <Text fontSize="sm" color="fg.muted">
                            {LESSON_TYPE_LABELS[lesson.Type]} · {lesson.Duration} min
                          </Text>
                        </HStack>
                      </List.Item>
                    ))}
                  </List.Root>
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Box>
    </Stack>
  );
}
