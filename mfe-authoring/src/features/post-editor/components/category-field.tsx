import { useField } from 'formik';
import { usePostCategories } from '@portal/shared-api/posts';
import { ChoiceSelect } from '@portal/shared-ui/forms';

/** Every top-level category (a new topic may have no posts yet); '' leaves the post uncategorised. */
export function CategoryField() {
  const [field, , helpers] = useField<string>('CategorySlug');
  const categories = usePostCategories();
  const options = (categories.data ?? []).map((category) => ({
    value: category.Slug,
    label: category.Title,
  }));
  return (
    <ChoiceSelect
      label="Category"
      value={field.value}
      options={options}
      placeholder={categories.error ? 'Categories could not be loaded' : 'No category'}
      disabled={!categories.data}
      onChange={(slug) => void helpers.setValue(slug)}
    />
  );
}
