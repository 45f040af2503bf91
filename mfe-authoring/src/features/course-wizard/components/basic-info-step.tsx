import type { Dispatch, ReactNode } from 'react';
import { FormField, Input, SimpleGrid, Stack } from '@portal/shared-ui';
import { ChoiceSelect, Textarea } from '@portal/shared-ui/forms';
import { LazyRichTextEditor } from '@portal/shared-ui/editor';
import { COURSE_LEVELS } from '@portal/shared-api/enrollments';
import {
  COURSE_DRAFT_LIMITS,
  TAG_SUGGESTIONS,
  type CourseDraftPayload,
  type WizardOptions,
} from '@portal/shared-api/course-authoring';
import type { EditorAction } from '../hooks/use-course-draft-editor.ts';
import type { FieldErrors } from '../utils/step-errors.ts';
import { LinesEditor } from './lines-editor.tsx';
import { TagsEditor } from './tags-editor.tsx';

type BasicInfoStepProps = {
  draft: CourseDraftPayload;
  options: WizardOptions;
  errors: FieldErrors;
  dispatch: Dispatch<EditorAction>;
  /** The cover image's upload field. */
  cover: ReactNode;
};

const LEVEL_OPTIONS = COURSE_LEVELS.map((level) => ({
  value: level,
  label: level[0]!.toUpperCase() + level.slice(1),
}));

/**
 * Step 1: what the course is. Every field but tags, lists and cover is required
 * (docs/product/course-authoring.md#basic-information-rules).
 */
export function BasicInfoStep({ draft, options, errors, dispatch, cover }: BasicInfoStepProps) {
  const change = (patch: Partial<CourseDraftPayload>) => dispatch({ type: 'change', patch });
  const category = options.categories.find((c) => c.Slug === draft.Category);
  const subCategories = category?.SubCategories ?? [];
  // Disabled until a category is chosen; gone when the chosen one has none (five of the nine).
  const showSubCategory = !category || subCategories.length > 0;
  return (
    <Stack gap="5">
      <FormField label="Course Title" required errorText={errors.Title}>
        <Input
          value={draft.Title}
          maxLength={COURSE_DRAFT_LIMITS.titleLength}
          onChange={(event) => change({ Title: event.target.value })}
        />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <ChoiceSelect
          label="Category"
          required
          placeholder="Select a category"
          value={draft.Category}
          options={options.categories.map((c) => ({ value: c.Slug, label: c.Title }))}
          errorText={errors.Category}
          onChange={(value) => dispatch({ type: 'category', category: value })}
        />
        {showSubCategory ? (
          <ChoiceSelect
            label="Sub Category"
            required
            placeholder={category ? 'Select a sub category' : 'Choose a category first'}
            disabled={!category}
            value={draft.SubCategory}
            options={subCategories.map((c) => ({ value: c.Slug, label: c.Title }))}
            errorText={errors.SubCategory}
            onChange={(value) => change({ SubCategory: value })}
          />
        ) : null}
        <ChoiceSelect
          label="Level"
          required
          placeholder="Select a level"
          value={draft.Level}
          options={LEVEL_OPTIONS}
          errorText={errors.Level}
          onChange={(value) => change({ Level: value })}
        />
        <ChoiceSelect
          label="Language"
          required
          placeholder="Select a language"
          value={draft.Language}
          options={options.languages.map((language) => ({
            value: language as CourseDraftPayload['Language'],
            label: language,
          }))}
          errorText={errors.Language}
          onChange={(value) => change({ Language: value })}
        />
      </SimpleGrid>
      <FormField
        label="Short description"
        required
        errorText={errors.ShortDescription}
        counter={{ length: draft.ShortDescription.length, max: COURSE_DRAFT_LIMITS.shortDescription }}
      >
        <Textarea
          rows={2}
          value={draft.ShortDescription}
          maxLength={COURSE_DRAFT_LIMITS.shortDescription}
          onChange={(event) => change({ ShortDescription: event.target.value })}
        />
      </FormField>
      <FormField label="Description" required errorText={errors.Description}>
        {(control) => (
          <LazyRichTextEditor
            id={control.id}
            aria-labelledby={control['aria-labelledby']}
            aria-errormessage={control['aria-errormessage']}
            aria-invalid={control['aria-invalid']}
            aria-required
            isInvalid={Boolean(errors.Description)}
            value={draft.Description}
            onChange={(html) => change({ Description: html })}
          />
        )}
      </FormField>
      <TagsEditor
        tags={draft.Tags}
        suggestions={options.tagSuggestions.length > 0 ? options.tagSuggestions : TAG_SUGGESTIONS}
        onChange={(Tags) => change({ Tags })}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <LinesEditor
          legend="Requirements"
          itemLabel="Requirement"
          lines={draft.Requirements}
          onChange={(Requirements) => change({ Requirements })}
        />
        <LinesEditor
          legend="What you will learn"
          itemLabel="Learning outcome"
          lines={draft.WhatYouWillLearn}
          onChange={(WhatYouWillLearn) => change({ WhatYouWillLearn })}
        />
      </SimpleGrid>
      {cover}
    </Stack>
  );
}
