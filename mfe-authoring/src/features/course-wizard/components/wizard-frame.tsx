import { PageFrame } from '@portal/shared-ui/data';
import { WIZARD_TEXTS } from '@portal/shared-api/course-authoring';
import { WizardLoader } from './wizard-loader.tsx';

/**
 * 'Publish Course' (docs/product/course-authoring.md#texts): the page title and heading around the wizard,
 * new or resumed.
 */
export function WizardFrame({ draftId }: { draftId: string | undefined }) {
  return (
    <PageFrame title={WIZARD_TEXTS.pageTitle} maxW="5xl">
      <WizardLoader draftId={draftId} />
    </PageFrame>
  );
}
