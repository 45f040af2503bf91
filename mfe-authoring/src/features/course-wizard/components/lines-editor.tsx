import { Button, Fieldset, HStack, IconButton, Input, Stack } from '@portal/shared-ui';
import { CloseIcon } from '@portal/shared-ui';
import { COURSE_DRAFT_LIMITS } from '@portal/shared-api/course-authoring';

type LinesEditorProps = {
  /** The group's legend, e.g. "Requirements". */
  legend: string;
  /** One line's name, e.g. "Requirement": its input is "Requirement 2", its button "Add requirement". */
  itemLabel: string;
  lines: string[];
  onChange: (lines: string[]) => void;
};

/** A list of one-line entries (requirements, outcomes, resources) with add and remove. */
export function LinesEditor({ legend, itemLabel, lines, onChange }: LinesEditorProps) {
  const set = (index: number, value: string) =>
    onChange(lines.map((line, i) => (i === index ? value : line)));
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      <Stack gap="2">
        {lines.map((line, index) => (
          <HStack key={index} gap="2">
            <Input
              aria-label={`${itemLabel} ${index + 1}`}
              value={line}
              maxLength={COURSE_DRAFT_LIMITS.lineLength}
              onChange={(event) => set(index, event.target.value)}
            />
            <IconButton
              variant="ghost"
              size="sm"
              aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
              onClick={() => onChange(lines.filter((_, i) => i !== index))}
            >
              <CloseIcon />
            </IconButton>
          </HStack>
        ))}
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          disabled={lines.length >= COURSE_DRAFT_LIMITS.lines}
          onClick={() => onChange([...lines, ''])}
        >
          Add {itemLabel.toLowerCase()}
        </Button>
      </Stack>
    </Fieldset.Root>
  );
}
