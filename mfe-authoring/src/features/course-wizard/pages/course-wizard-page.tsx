import { useLocation, useParams } from '@portal/shared-ui/router';
import { WizardFrame } from '../components/wizard-frame.tsx';
import { wizardKey } from '../utils/wizard-key.ts';

/**
 * /instructor/courses/new and /instructor/courses/:id/edit, one page for both: the first save of a new course
 * moves to the draft's edit address in place. Keyed, so another draft's address or a fresh /new starts afresh.
 */
export function CourseWizardPage() {
  const { id } = useParams();
  const location = useLocation();
  return <WizardFrame key={wizardKey(location, id)} draftId={id} />;
}
