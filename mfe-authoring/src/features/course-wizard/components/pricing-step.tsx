import type { Dispatch } from 'react';
import { FormField, Input, InputGroup, SimpleGrid, Stack } from '@portal/shared-ui';
import { SwitchRow } from '@portal/shared-ui/forms';
import { COURSE_DRAFT_LIMITS, type CourseDraftPayload } from '@portal/shared-api/course-authoring';
import type { EditorAction } from '../hooks/use-course-draft-editor.ts';
import type { FieldErrors } from '../utils/step-errors.ts';

type PricingStepProps = { draft: CourseDraftPayload; errors: FieldErrors; dispatch: Dispatch<EditorAction> };

/** Empty and 0 both read as "no price yet" in the field, so a paid course starts blank. */
const shown = (dollars: number) => (dollars > 0 ? String(dollars) : '');
const parse = (text: string) => {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? Math.min(COURSE_DRAFT_LIMITS.maxPrice, Math.max(0, value)) : 0;
};

/** Step 3: free or paid; free hides the price fields (docs/product/course-authoring.md#wizard-steps). */
export function PricingStep({ draft, errors, dispatch }: PricingStepProps) {
  return (
    <Stack gap="5">
      <SwitchRow
        label="Free course"
        hint="Learners enrol without paying."
        checked={draft.IsFree}
        onChange={(isFree) => dispatch({ type: 'free', isFree })}
      />
      {draft.IsFree ? null : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Price" required errorText={errors.Price} helperText="In US dollars.">
            <InputGroup startElement="$">
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                max={COURSE_DRAFT_LIMITS.maxPrice}
                defaultValue={shown(draft.Price)}
                onChange={(event) =>
                  dispatch({ type: 'change', patch: { Price: parse(event.target.value) } })
                }
              />
            </InputGroup>
          </FormField>
          <FormField
            label="Discount price"
            errorText={errors.DiscountPrice}
            helperText="Leave empty for none."
          >
            <InputGroup startElement="$">
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                max={COURSE_DRAFT_LIMITS.maxPrice}
                defaultValue={shown(draft.DiscountPrice)}
                onChange={(event) =>
                  dispatch({ type: 'change', patch: { DiscountPrice: parse(event.target.value) } })
                }
              />
            </InputGroup>
          </FormField>
        </SimpleGrid>
      )}
    </Stack>
  );
}
