import { useState } from 'react';
import { Badge, Button, HStack, IconButton, Input, Stack, Text, Wrap } from '@portal/shared-ui';
import { CloseIcon, FormField } from '@portal/shared-ui';
import { COURSE_DRAFT_LIMITS } from '@portal/shared-api/course-authoring';

type TagsEditorProps = { tags: string[]; suggestions: readonly string[]; onChange: (tags: string[]) => void };

/** Free tags (Enter or Add) plus one-click suggestions; the same tag is never added twice. */
export function TagsEditor({ tags, suggestions, onChange }: TagsEditorProps) {
  const [entry, setEntry] = useState('');
  const isFull = tags.length >= COURSE_DRAFT_LIMITS.tags;
  const add = (tag: string) => {
    const clean = tag.trim().slice(0, COURSE_DRAFT_LIMITS.tagLength);
    if (clean && !isFull && !tags.some((t) => t.toLowerCase() === clean.toLowerCase()))
      onChange([...tags, clean]);
  };
  const unused = suggestions.filter((s) => !tags.some((t) => t.toLowerCase() === s.toLowerCase()));
  return (
    <Stack gap="2">
      <FormField label="Tags" helperText="Press Enter to add a tag.">
        <HStack gap="2">
          <Input
            value={entry}
            maxLength={COURSE_DRAFT_LIMITS.tagLength}
            onChange={(event) => setEntry(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add(entry);
              setEntry('');
            }}
          />
          <Button
            variant="outline"
            disabled={isFull || !entry.trim()}
            onClick={() => {
              add(entry);
              setEntry('');
            }}
          >
            Add tag
          </Button>
        </HStack>
      </FormField>
      {tags.length > 0 ? (
        <Wrap gap="2" aria-label="Course tags" role="list">
          {tags.map((tag) => (
            <Badge key={tag} role="listitem" size="lg" variant="subtle" gap="1">
              {tag}
              <IconButton
                size="2xs"
                variant="ghost"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(tags.filter((t) => t !== tag))}
              >
                <CloseIcon />
              </IconButton>
            </Badge>
          ))}
        </Wrap>
      ) : null}
      {unused.length > 0 ? (
        <HStack gap="2" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            Suggestions:
          </Text>
          {unused.map((suggestion) => (
            <Button
              key={suggestion}
              size="xs"
              variant="subtle"
              rounded="full"
              aria-label={`Add tag ${suggestion}`}
              disabled={isFull}
              onClick={() => add(suggestion)}
            >
              + {suggestion}
            </Button>
          ))}
        </HStack>
      ) : null}
    </Stack>
  );
}
