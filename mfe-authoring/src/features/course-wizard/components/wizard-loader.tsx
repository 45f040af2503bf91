import { useEffect, useState } from 'react';
import { ErrorCard, PageSkeleton } from '@portal/shared-ui';
import { useCourseDraft, useWizardOptions, WIZARD_TEXTS } from '@portal/shared-api/course-authoring';
import { initialEditorState, type EditorState } from '../hooks/use-course-draft-editor.ts';
import { forgetHandoff, peekHandoff } from '../hooks/use-draft-saving.ts';
import { CourseWizard } from './course-wizard.tsx';

/**
 * Gets what the wizard starts from: nothing for a new course, the state handed over by /new's first save,
 * or the saved draft, read fresh from the server (a cached copy may predate the last save). Once started,
 * the wizard owns the draft: later refetches never replace what the author is typing.
 */
export function WizardLoader({ draftId }: { draftId: string | undefined }) {
  const [handoff] = useState(() => peekHandoff(draftId));
  useEffect(() => {
    forgetHandoff(draftId);
  }, [draftId]);
  const options = useWizardOptions();
  const saved = useCourseDraft(handoff ? undefined : draftId);
  const [initial, setInitial] = useState<EditorState | null>(
    () => handoff ?? (draftId ? null : initialEditorState()),
  );
  if (!initial && saved.data && !saved.isValidating) setInitial(initialEditorState(saved.data));

  const failure = options.error ?? saved.error;
  if (initial && options.data) return <CourseWizard initial={initial} options={options.data} />;
  if (failure) {
    const missing = saved.error?.status === 404;
    return (
      <ErrorCard
        title={missing ? WIZARD_TEXTS.notFound : 'Failed to load the course'}
        message={missing ? 'It may have been deleted, or it belongs to someone else.' : failure.message}
        onRetry={missing ? undefined : () => void (options.error ? options.mutate() : saved.mutate())}
      />
    );
  }
  return <PageSkeleton />;
}
