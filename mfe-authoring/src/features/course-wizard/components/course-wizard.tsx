import { useState } from 'react';
import { Button, HStack, Stack, toaster } from '@portal/shared-ui';
import {
  basicInfoError,
  pricingError,
  WIZARD_STEPS,
  WIZARD_TEXTS,
  type WizardOptions,
} from '@portal/shared-api/course-authoring';
import { useCourseDraftEditor, type EditorState } from '../hooks/use-course-draft-editor.ts';
import { useDraftSaving } from '../hooks/use-draft-saving.ts';
import { fieldErrors } from '../utils/step-errors.ts';
import { BasicInfoStep } from './basic-info-step.tsx';
import { ContentStep } from './content-step.tsx';
import { StepPanel } from './step-panel.tsx';
import { CoursePreview } from './course-preview.tsx';
import { CoverField } from './cover-field.tsx';
import { PricingStep } from './pricing-step.tsx';
import { PublishedNotice } from './published-notice.tsx';
import { ReviewStep } from './review-step.tsx';
import { SaveStatus } from './save-status.tsx';
import { WizardSteps } from './wizard-steps.tsx';

type CourseWizardProps = { initial: EditorState; options: WizardOptions };

const LAST_STEP = WIZARD_STEPS.length - 1;

/**
 * The four-step wizard (docs/product/course-authoring.md#wizard-steps): forward only when the step is valid,
 * back always.
 */
export function CourseWizard({ initial, options }: CourseWizardProps) {
  const [state, dispatch] = useCourseDraftEditor(initial);
  const saving = useDraftSaving(state, dispatch);
  const [preview, setPreview] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const { draft, step } = state;

  const hasSubCategories = Boolean(
    options.categories.find((c) => c.Slug === draft.Category)?.SubCategories.length,
  );
  const stepError =
    step === 0 ? basicInfoError(draft, hasSubCategories) : step === 2 ? pricingError(draft) : null;
  const errors = showErrors ? fieldErrors(stepError) : {};

  if (state.published) return <PublishedNotice answer={state.published} />;

  const goTo = (next: number) => {
    setShowErrors(false);
    setPreview(false);
    dispatch({ type: 'step', step: next });
  };
  const handleNext = () => {
    if (!stepError) return goTo(step + 1);
    setShowErrors(true);
    toaster.create({
      type: 'error',
      title: step === 0 ? WIZARD_TEXTS.requiredFields : stepError,
      description: step === 0 ? stepError : undefined,
    });
  };

  return (
    <Stack gap="6">
      <WizardSteps current={step} />
      <HStack justify="space-between" wrap="wrap" gap="3">
        <SaveStatus status={saving.status} />
        <HStack gap="2">
          <Button variant="outline" aria-pressed={preview} onClick={() => setPreview(!preview)}>
            {preview ? WIZARD_TEXTS.edit : WIZARD_TEXTS.preview}
          </Button>
          <Button
            variant="outline"
            onClick={() => void saving.saveNow()}
            loading={saving.status.kind === 'saving'}
          >
            {WIZARD_TEXTS.saveDraft}
          </Button>
        </HStack>
      </HStack>
      {preview ? (
        <CoursePreview draft={draft} coverUrl={state.cover?.url ?? null} options={options} />
      ) : (
        <StepPanel title={WIZARD_STEPS[step] ?? ''}>
          {step === 0 ? (
            <BasicInfoStep
              draft={draft}
              options={options}
              errors={errors}
              dispatch={dispatch}
              cover={
                <CoverField cover={state.cover} onChange={(cover) => dispatch({ type: 'cover', cover })} />
              }
            />
          ) : null}
          {step === 1 ? (
            <ContentStep sections={draft.Sections} media={state.media} dispatch={dispatch} />
          ) : null}
          {step === 2 ? <PricingStep draft={draft} errors={errors} dispatch={dispatch} /> : null}
          {step === 3 ? <ReviewStep draft={draft} options={options} /> : null}
        </StepPanel>
      )}
      <HStack justify="space-between">
        <Button variant="outline" disabled={step === 0} onClick={() => goTo(step - 1)}>
          {WIZARD_TEXTS.previous}
        </Button>
        {step < LAST_STEP ? (
          <Button onClick={handleNext}>{WIZARD_TEXTS.next}</Button>
        ) : (
          <Button onClick={() => void saving.publishNow()} loading={saving.isPublishing}>
            {WIZARD_TEXTS.publish}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
