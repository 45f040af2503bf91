// Save Draft, autosave and Publish for the wizard. Saves run one at a time (an autosave during a first POST
// would otherwise create a second draft); a failed save keeps the author's edits and says so.
import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { useLocation, useNavigate } from '@portal/shared-ui/router';
import { toaster } from '@portal/shared-ui';
import { ApiError } from '@portal/shared-api/core';
import {
  COURSE_DRAFT_LIMITS,
  publishError,
  usePublishCourseDraft,
  useSaveCourseDraft,
  WIZARD_TEXTS,
  type CourseDraft,
} from '@portal/shared-api/course-authoring';
import {
  hasUnsavedChanges,
  toPayload,
  type EditorAction,
  type EditorState,
} from './use-course-draft-editor.ts';
import { keepWizard } from '../utils/wizard-key.ts';

export type SaveStatus = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date };

export function useDraftSaving(state: EditorState, dispatch: Dispatch<EditorAction>) {
  const navigate = useNavigate();
  const here = useLocation();
  const location = useRef(here);
  location.current = here;
  const save = useSaveCourseDraft();
  const publish = usePublishCourseDraft();
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const latest = useRef(state);
  latest.current = state;
  const running = useRef<Promise<CourseDraft | null> | null>(null);

  const saveOnce = useCallback(
    async (quiet: boolean): Promise<CourseDraft | null> => {
      const current = latest.current;
      setStatus({ kind: 'saving' });
      try {
        const saved = await save.trigger({ id: current.draftId, payload: toPayload(current) });
        dispatch({ type: 'saved', draft: saved, revision: current.revision });
        setStatus({ kind: 'saved', at: new Date() });
        if (!quiet) toaster.create({ type: 'success', title: WIZARD_TEXTS.draftSaved });
        if (!current.draftId) {
          // The next save must update this draft, even before the reducer's state reaches `latest`.
          latest.current = { ...latest.current, draftId: saved.Id };
          // The draft's own address, in place: the same wizard stays mounted (no reload of the page).
          navigate(`/instructor/courses/${saved.Id}/edit`, {
            replace: true,
            state: keepWizard(location.current),
          });
        }
        return saved;
      } catch (failure) {
        setStatus({ kind: 'idle' });
        toaster.create({
          type: 'error',
          title: WIZARD_TEXTS.saveFailed,
          description: (failure as Error).message,
        });
        return null;
      }
    },
    [dispatch, navigate, save],
  );

  /** Waits for a running save first, so saves never overlap. */
  const saveNow = useCallback(
    async (quiet = false): Promise<CourseDraft | null> => {
      if (running.current) await running.current;
      const next = saveOnce(quiet);
      running.current = next;
      try {
        return await next;
      } finally {
        if (running.current === next) running.current = null;
      }
    },
    [saveOnce],
  );

  // Autosave once the author pauses, and only a draft with a title: an untouched /new creates nothing.
  const shouldAutosave = hasUnsavedChanges(state) && Boolean(state.draft.Title.trim());
  useEffect(() => {
    if (!shouldAutosave) return undefined;
    const timer = setTimeout(() => void saveNow(true), COURSE_DRAFT_LIMITS.autosaveMs);
    return () => clearTimeout(timer);
  }, [shouldAutosave, state.revision, saveNow]);

  // The browser asks before a tab with unsaved edits closes.
  const unsaved = hasUnsavedChanges(state);
  useEffect(() => {
    if (!unsaved) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const publishNow = useCallback(async () => {
    const problem = publishError(latest.current.draft);
    if (problem) {
      toaster.create({ type: 'error', title: problem });
      return;
    }
    const saved = await saveNow(true);
    if (!saved) return;
    try {
      const answer = await publish.trigger(saved.Id);
      dispatch({ type: 'published', answer });
      toaster.create({ type: 'success', title: WIZARD_TEXTS.published });
    } catch (failure) {
      // A 400 is the server's own check (e.g. the publish rules): its message says what to fix.
      const isRefusal = failure instanceof ApiError && failure.status === 400;
      toaster.create({
        type: 'error',
        title: isRefusal ? failure.message : WIZARD_TEXTS.publishFailed,
        description: isRefusal ? undefined : (failure as Error).message,
      });
    }
  }, [dispatch, publish, saveNow]);

  return { status, saveNow, publishNow, isPublishing: publish.isMutating };
}
