import { emptyCourseDraft, type CourseDraft } from '@portal/shared-api/course-authoring';
import {
  editorReducer,
  hasUnsavedChanges,
  initialEditorState,
  toPayload,
} from './use-course-draft-editor.ts';

const saved: CourseDraft = {
  Id: '00000000-0000-4000-a000-000000000001',
  Data: { ...emptyCourseDraft(), Title: 'Saved course', Category: 'programming', Step: 2 },
  Step: 2,
  IsPublished: false,
  HasUnpublishedChanges: false,
  CourseId: null,
  CourseSlug: null,
  Cover: null,
  Media: [],
  UpdatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the wizard state', () => {
  it('resumes a saved draft at its saved step', () => {
    const state = initialEditorState(saved);
    expect(state.step).toBe(2);
    expect(state.draftId).toBe(saved.Id);
    expect(state.draft.Title).toBe('Saved course');
  });

  it('clears the sub category when the category changes', () => {
    let state = initialEditorState();
    state = editorReducer(state, { type: 'change', patch: { Category: 'programming', SubCategory: 'web' } });
    state = editorReducer(state, { type: 'category', category: 'design' });
    expect(state.draft).toMatchObject({ Category: 'design', SubCategory: '' });
  });

  it('sets Price and DiscountPrice to 0 when the course becomes free', () => {
    let state = editorReducer(initialEditorState(), {
      type: 'change',
      patch: { Price: 49, DiscountPrice: 19 },
    });
    state = editorReducer(state, { type: 'free', isFree: true });
    expect(state.draft).toMatchObject({ IsFree: true, Price: 0, DiscountPrice: 0 });
  });

  it('keeps edits made while a save ran as unsaved, and the draft as typed', () => {
    let state = editorReducer(initialEditorState(), { type: 'change', patch: { Title: 'First' } });
    const sentAt = state.revision;
    state = editorReducer(state, { type: 'change', patch: { Title: 'First, then more' } });
    state = editorReducer(state, { type: 'saved', draft: saved, revision: sentAt });
    expect(state.draftId).toBe(saved.Id);
    expect(state.draft.Title).toBe('First, then more');
    expect(hasUnsavedChanges(state)).toBe(true);
  });

  it('saves the step to resume at and the cover id', () => {
    let state = editorReducer(initialEditorState(), { type: 'step', step: 1 });
    state = editorReducer(state, { type: 'cover', cover: { Id: saved.Id, url: '/public/upload/c.png' } });
    expect(toPayload(state)).toMatchObject({ Step: 1, CoverMediaId: saved.Id });
  });
});
