import { WizardFrame } from '../components/wizard-frame.tsx';

/** /instructor/courses/new: the wizard on an empty draft; its first save moves to the edit address. */
export function NewCoursePage() {
  return <WizardFrame draftId={undefined} />;
}
