// The wizard page with a textarea for the rich-text editor (the editor's own tests cover it), and the ways
// the page tests open it: at /new, or on a saved draft the mocked server answers.
import { screen } from '@testing-library/react';
import { jest } from '@jest/globals';
import { mockApi } from '@portal/shared-api/testing';
import type { RichTextEditorProps } from '@portal/shared-ui/editor';
import { buildCourseDraft, buildWizardOptions, DRAFT_ID, renderWizardAt } from './wizard-kit.tsx';

export const OPTIONS = { 'GET /api/course-drafts/options': () => ({ body: buildWizardOptions() }) };

export const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });

/** Call at the top of a test file, before anything renders: the editor mock must precede the pages' import. */
export async function loadWizard() {
  jest.unstable_mockModule('@portal/shared-ui/editor', () => ({
    LazyRichTextEditor: ({ value, onChange, 'aria-labelledby': labelledBy, id }: RichTextEditorProps) => (
      <textarea
        id={id}
        aria-labelledby={labelledBy}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    ),
  }));
  const { CourseWizardPage } = await import('../pages/course-wizard-page.tsx');

  const renderWizard = (route: string) => renderWizardAt(CourseWizardPage, route);

  function openSaved(data: Parameters<typeof buildCourseDraft>[0], handlers = {}) {
    const api = mockApi({
      ...OPTIONS,
      'GET /api/course-drafts/:id': () => ({ body: buildCourseDraft(data) }),
      'PUT /api/course-drafts/:id': (request) => ({ body: buildCourseDraft(request.body as never) }),
      ...handlers,
    });
    renderWizard(`/instructor/courses/${DRAFT_ID}/edit`);
    return api;
  }

  return { renderWizard, openSaved };
}
