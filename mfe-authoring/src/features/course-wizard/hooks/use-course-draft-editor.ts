// The wizard's whole state in one reducer: the draft as the author edits it, the step, the media shown
// beside it, and save bookkeeping (a revision counter, so a save that finishes after newer edits does not
// mark them saved). Saving never replaces the draft with the server's copy: the author's edits stay.
import { useReducer } from 'react';
import {
  emptyCourseDraft,
  type CourseDraft,
  type CourseDraftPayload,
  type PublishAnswer,
  type SectionDraft,
} from '@portal/shared-api/course-authoring';
import type { UploadedMedia } from '@portal/shared-api/medias';

export type DraftMedia = {
  Id: string;
  name: string;
  url: string;
  posterUrl: string | null;
  durationSeconds: number | null;
  /** Where its processing stood when the draft was read or the upload answered; live updates follow. */
  Status: UploadedMedia['Status'];
  Progress: number | null;
  Error: string | null;
};

export type EditorState = {
  draft: CourseDraftPayload;
  draftId: string | null;
  step: number;
  cover: { Id: string; url: string } | null;
  media: Record<string, DraftMedia>;
  /** Bumped on every edit; `savedRevision` is the revision the last successful save sent. */
  revision: number;
  savedRevision: number;
  published: PublishAnswer | null;
};

export type EditorAction =
  | { type: 'change'; patch: Partial<Omit<CourseDraftPayload, 'Sections' | 'Step'>> }
  | { type: 'category'; category: string }
  | { type: 'free'; isFree: boolean }
  | { type: 'sections'; change: (sections: SectionDraft[]) => SectionDraft[] }
  | { type: 'step'; step: number }
  | { type: 'cover'; cover: { Id: string; url: string } | null }
  | { type: 'media'; media: DraftMedia }
  | { type: 'saved'; draft: CourseDraft; revision: number }
  | { type: 'published'; answer: PublishAnswer };

const edited = (state: EditorState, draft: CourseDraftPayload): EditorState => ({
  ...state,
  draft,
  revision: state.revision + 1,
});

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'change':
      return edited(state, { ...state.draft, ...action.patch });
    case 'category':
      // Changing the category clears the sub category (docs/product/course-authoring.md#wizard-steps).
      return edited(state, { ...state.draft, Category: action.category, SubCategory: '' });
    case 'free':
      // A free course costs nothing, discount included (docs/product/course-authoring.md#wizard-steps).
      return edited(
        state,
        action.isFree
          ? { ...state.draft, IsFree: true, Price: 0, DiscountPrice: 0 }
          : { ...state.draft, IsFree: false },
      );
    case 'sections':
      return edited(state, { ...state.draft, Sections: action.change(state.draft.Sections) });
    case 'step':
      return { ...state, step: action.step, revision: state.revision + 1 };
    case 'cover':
      return edited(
        { ...state, cover: action.cover },
        { ...state.draft, CoverMediaId: action.cover?.Id ?? null },
      );
    case 'media':
      return { ...state, media: { ...state.media, [action.media.Id]: action.media } };
    case 'saved':
      return {
        ...state,
        draftId: action.draft.Id,
        savedRevision: Math.max(state.savedRevision, action.revision),
      };
    case 'published':
      return { ...state, published: action.answer };
  }
}

/** The editor's state for a saved draft, or for a new course when there is none. */
export function initialEditorState(saved?: CourseDraft): EditorState {
  const media: Record<string, DraftMedia> = {};
  for (const item of saved?.Media ?? []) {
    media[item.Id] = {
      Id: item.Id,
      name: item.Username,
      url: item.url,
      posterUrl: item.posterUrl,
      durationSeconds: item.durationSeconds,
      Status: item.Status,
      Progress: item.Progress,
      Error: item.Error,
    };
  }
  return {
    draft: saved ? { ...emptyCourseDraft(), ...saved.Data } : emptyCourseDraft(),
    draftId: saved?.Id ?? null,
    step: Math.min(3, Math.max(0, saved?.Step ?? saved?.Data.Step ?? 0)),
    cover: saved?.Cover ?? null,
    media,
    revision: 0,
    savedRevision: 0,
    published: null,
  };
}

/** What a save sends: the draft and the step to resume at. */
export function toPayload(state: EditorState): CourseDraftPayload {
  return { ...state.draft, Step: state.step };
}

export const hasUnsavedChanges = (state: EditorState) => state.revision > state.savedRevision;

export function useCourseDraftEditor(initial: EditorState) {
  return useReducer(editorReducer, initial);
}
