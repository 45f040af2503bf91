import { Box, Flex } from '@portal/shared-ui';
import { ChoiceSelect, SearchInput } from '@portal/shared-ui/forms';
import { MY_COURSES_SORTS, type MyCoursesSort } from '@portal/shared-api/enrollments';

type MyCoursesToolbarProps = {
  search: string;
  sort: MyCoursesSort;
  onSearchChange: (q: string) => void;
  onSortChange: (sort: MyCoursesSort) => void;
};

/** The search (title, instructor, category) and the sort (docs/product/enrollments.md#my-courses-sort). */
export function MyCoursesToolbar({ search, sort, onSearchChange, onSortChange }: MyCoursesToolbarProps) {
  return (
    <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
      <Box flex="1" maxW={{ md: 'md' }}>
        <SearchInput
          label="Search courses"
          placeholder="Search by title, instructor or category"
          value={search}
          onChange={onSearchChange}
        />
      </Box>
      <Box w={{ md: '60' }}>
        <ChoiceSelect label="Sort by" value={sort} options={MY_COURSES_SORTS} onChange={onSortChange} />
      </Box>
    </Flex>
  );
}
