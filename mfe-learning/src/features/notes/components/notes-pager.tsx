// The list view's paging (docs/product/notes.md#note-display): 10 a page by default, a page-size changer
// and a quick jump.
import { useState } from 'react';
import { Button, HStack, Input, Text } from '@portal/shared-ui';
import { ChoiceSelect } from '@portal/shared-ui/forms';
import { Pagination } from '@portal/shared-ui/data';
import { NOTE_PAGE_SIZES } from '@portal/shared-api/course-notes';

type NotesPagerProps = {
  page: number;
  pageCount: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
};

export function NotesPager({ page, pageCount, size, onPage, onSize }: NotesPagerProps) {
  const [jump, setJump] = useState('');
  const go = () => {
    const target = Number.parseInt(jump, 10);
    if (Number.isFinite(target)) onPage(Math.min(Math.max(target, 1), pageCount));
    setJump('');
  };
  return (
    <HStack gap="4" wrap="wrap" justify="space-between">
      <Pagination page={page} pageCount={pageCount} onPageChange={onPage} label="Notes pages" />
      <HStack gap="3" align="flex-end">
        <ChoiceSelect
          label="Per page"
          size="sm"
          value={String(size)}
          options={NOTE_PAGE_SIZES.map((value) => ({ value: String(value), label: String(value) }))}
          onChange={(value) => onSize(Number(value))}
        />
        <HStack gap="2" align="flex-end">
          <label>
            <Text as="span" fontSize="sm" display="block" mb="1">
              Go to page
            </Text>
            <Input
              size="sm"
              width="20"
              type="number"
              min={1}
              max={pageCount}
              value={jump}
              onChange={(event) => setJump(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && jump) go();
              }}
            />
          </label>
          <Button size="sm" variant="outline" onClick={go} disabled={!jump}>
            Go
          </Button>
        </HStack>
      </HStack>
    </HStack>
  );
}
