import { usePostCategories } from '@portal/shared-api/posts';
import { ChoiceSelect } from '@portal/shared-ui/forms';

type CategoryFilterProps = { value: string; onChange: (slug: string) => void };

/** All posts, or one category's; categories without a published post are left out. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const categories = usePostCategories();
  const options = (categories.data ?? [])
    .filter((category) => category.PostCount > 0 || category.Slug === value)
    .map((category) => ({ value: category.Slug, label: `${category.Title} (${category.PostCount})` }));
  return (
    <ChoiceSelect
      label="Category"
      value={value}
      options={options}
      placeholder="All categories"
      onChange={onChange}
    />
  );
}
