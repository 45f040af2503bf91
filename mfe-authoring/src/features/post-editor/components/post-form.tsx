// The post form (docs/product/posts.md#post-editor): title with a counter, category, cover image, the
// rich-text body, and two ways to save it: as a draft only the author sees, or published. The rules are
// checked before any call; what was typed stays on screen when the server refuses.
import { useRef } from 'react';
import { Form, Formik } from 'formik';
import { Button, HStack, Stack } from '@portal/shared-ui';
import { TextField } from '@portal/shared-ui/forms';
import { POST_TITLE_MAX_LENGTH } from '@portal/shared-api/posts';
import { postFormSchema } from '../utils/post-form-schema.ts';
import type { PostFormValues } from '../utils/post-form-values.ts';
import { CategoryField } from './category-field.tsx';
import { ContentField } from './content-field.tsx';
import { CoverField } from './cover-field.tsx';

type PostFormProps = {
  initialValues: PostFormValues;
  /** A published post offers 'Unpublish' and 'Update post' instead of 'Save draft' and 'Publish'. */
  isPublished: boolean;
  onSubmit: (values: PostFormValues, published: boolean) => Promise<void>;
};

export function PostForm({ initialValues, isPublished, onSubmit }: PostFormProps) {
  // Which button sent the form: both submit it, so Enter in the title and a click validate alike.
  const publishRef = useRef(isPublished);
  return (
    <Formik<PostFormValues>
      initialValues={initialValues}
      validationSchema={postFormSchema}
      onSubmit={(values) => onSubmit(values, publishRef.current)}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <Stack gap="5" maxW="3xl">
            <TextField name="Title" label="Title" required maxLength={POST_TITLE_MAX_LENGTH} />
            <CategoryField />
            <CoverField />
            <ContentField />
            <HStack gap="3" justify="flex-end" wrap="wrap">
              <Button
                type="submit"
                variant="outline"
                disabled={isSubmitting}
                loading={isSubmitting && !publishRef.current}
                onClick={() => (publishRef.current = false)}
              >
                {isPublished ? 'Unpublish' : 'Save draft'}
              </Button>
              <Button
                type="submit"
                disabled={isSubmitting}
                loading={isSubmitting && publishRef.current}
                onClick={() => (publishRef.current = true)}
              >
                {isPublished ? 'Update post' : 'Publish'}
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
