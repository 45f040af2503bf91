// Page-test helpers for the wizard: the options and drafts the server answers, and the page at a route.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@portal/shared-ui/router';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { toaster } from '@portal/shared-ui';
import {
  emptyCourseDraft,
  type CourseDraft,
  type CourseDraftPayload,
  type WizardOptions,
} from '@portal/shared-api/course-authoring';
import type { ComponentType } from 'react';

export const DRAFT_ID = '00000000-0000-4000-a000-00000000d001';

export function buildWizardOptions(): WizardOptions {
  return {
    categories: [
      {
        Slug: 'programming',
        Title: 'Programming',
        SubCategories: [
          { Slug: 'web-development', Title: 'Web Development' },
          { Slug: 'data-science', Title: 'Data Science' },
        ],
      },
      { Slug: 'music', Title: 'Music', SubCategories: [] },
    ],
    languages: ['English', 'French'],
    tagSuggestions: ['JavaScript', 'React', 'Node.js', 'Python'],
  };
}

export function buildCourseDraft(
  data: Partial<CourseDraftPayload> = {},
  over: Partial<CourseDraft> = {},
): CourseDraft {
  const payload = { ...emptyCourseDraft(), ...data };
  return {
    Id: DRAFT_ID,
    Data: payload,
    Step: payload.Step ?? 0,
    IsPublished: false,
    HasUnpublishedChanges: false,
    CourseId: null,
    CourseSlug: null,
    Cover: null,
    Media: [],
    UpdatedAt: '2026-03-01T10:00:00.000Z',
    ...over,
  };
}

/** A draft that passes step 1 (and has one section), for tests about later steps. */
export const completeBasics: Partial<CourseDraftPayload> = {
  Title: 'Testing React',
  Category: 'music',
  Level: 'beginner',
  Language: 'English',
  ShortDescription: 'Tests that read like stories.',
  Description: '<p>All about tests.</p>',
};

/** Where the router is, for tests about moving from /new to the edit address. */
function Location() {
  return (
    <output role="status" aria-label="Location">
      {useLocation().pathname}
    </output>
  );
}

/**
 * The wizard page at both its routes, as the remote's manifest has it (one page for both), so a first save on
 * /new can move to the edit address.
 */
export function renderWizardAt(CourseWizardPage: ComponentType, route: string): void {
  renderWithProviders(
    <>
      <Location />
      <Routes>
        <Route path="/instructor/courses/new" element={<CourseWizardPage />} />
        <Route path="/instructor/courses/:id/edit" element={<CourseWizardPage />} />
      </Routes>
    </>,
    { route },
  );
}

export const clickButton = async (name: string) => userEvent.click(screen.getByRole('button', { name }));

/**
 * The toast store outlives a test's render and shows 5 at most: let a test's toasts leave, or the next
 * test's toasts wait in the queue.
 */
export async function dismissToasts(): Promise<void> {
  toaster.dismiss();
  await waitFor(() =>
    expect(document.querySelectorAll('[data-scope="toast"][data-part="root"]')).toHaveLength(0),
  );
}
