import { useParams } from '@portal/shared-ui/router';
import { WizardFrame } from '../components/wizard-frame.tsx';

/** /instructor/courses/:id/edit: the wizard on a saved draft, at its saved step. */
export function EditCoursePage() {
  const { id } = useParams();
  // Keyed: another draft's address starts the wizard afresh.
  return <WizardFrame key={id} draftId={id} />;
}
