import { Box, Heading, HStack, List, Stack, Text, VisuallyHidden } from '@portal/shared-ui';
import { DataList } from '@portal/shared-ui/data';
import {
  publishChecklist,
  type CourseDraftPayload,
  type WizardOptions,
} from '@portal/shared-api/course-authoring';
import { coursePrice, lessonCount, titleOf } from '../utils/course-summary.ts';

type ReviewStepProps = { draft: CourseDraftPayload; options: WizardOptions };

/**
 * Step 4: what will be published, and the publishing checklist
 * (docs/product/course-authoring.md#publish-wizard).
 */
export function ReviewStep({ draft, options }: ReviewStepProps) {
  const checklist = publishChecklist(draft);
  const rows = [
    { label: 'Title', value: draft.Title || '—' },
    { label: 'Category', value: titleOf(options, draft.Category, draft.SubCategory) || '—' },
    { label: 'Level', value: draft.Level || '—' },
    { label: 'Language', value: draft.Language || '—' },
    { label: 'Price', value: coursePrice(draft) },
    { label: 'Sections', value: `${draft.Sections.length} sections, ${lessonCount(draft)} lessons` },
  ];
  return (
    <Stack gap="6">
      <DataList.Root orientation="horizontal">
        {rows.map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
            <DataList.ItemValue>{row.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Box>
        <Heading as="h2" size="md" mb="2">
          Publishing checklist
        </Heading>
        <List.Root aria-label="Publishing checklist" gap="1" listStyle="none">
          {checklist.map((item) => (
            <List.Item key={item.label} data-done={item.done}>
              <HStack gap="2">
                <Text aria-hidden color={item.done ? 'fg.success' : 'fg.error'} fontWeight="bold">
                  {item.done ? '✓' : '✗'}
                </Text>
                <Text>{item.label}</Text>
                <VisuallyHidden>{item.done ? '(done)' : '(missing)'}</VisuallyHidden>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      </Box>
    </Stack>
  );
}
