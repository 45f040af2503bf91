import { useState } from 'react';
import { ErrorCard, PageSkeleton } from '@portal/shared-ui';
import { useCourseDraft, useWizardOptions, WIZARD_TEXTS } from '@portal/shared-api/course-authoring';
import { initialEditorState, type EditorState } from '../hooks/use-course-draft-editor.ts';
import { CourseWizard } from './course-wizard.tsx';

/**
 * Gets what the wizard starts from: nothing for a new course, or the saved draft, read fresh from the server
 * (a cached copy may predate the last save). Once started, the wizard owns the draft: neither a refetch nor
 * the address its first save moves to replaces what the author is typing.
 */
export function WizardLoader({ draftId }: { draftId: string | undefined }) {
  const options = useWizardOptions();
  const [initial, setInitial] = useState<EditorState | null>(() => (draftId ? null : initialEditorState()));
  const saved = useCourseDraft(initial ? undefined : draftId);
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
