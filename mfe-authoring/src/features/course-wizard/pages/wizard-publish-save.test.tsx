import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jest } from '@jest/globals';
import { mockApi } from '@portal/shared-api/testing';
import {
  buildCourseDraft,
  clickButton,
  completeBasics,
  dismissToasts,
  DRAFT_ID,
} from '../testing/wizard-kit.tsx';
import { loadWizard, OPTIONS } from '../testing/wizard-harness.tsx';

// The review step, publishing, and saving: Save Draft, autosave, failures, resuming and Preview.
const { renderWizard, openSaved } = await loadWizard();

afterEach(dismissToasts);

describe('Publish Course: Review & Publish', () => {
  const lesson = {
    Id: 'l1',
    Title: 'Intro',
    Description: '',
    Type: 'video' as const,
    Duration: 5,
    Content: '',
    Resources: [],
    Order: 0,
  };
  const sections = [{ Id: 's1', Title: 'Start', Description: '', Order: 0, Lessons: [lesson] }];

  it('ticks the checklist items the draft meets and shows the price with $', async () => {
    openSaved({ ...completeBasics, Category: '', Step: 3, Price: 49.99 });
    const checklist = await screen.findByRole('list', { name: 'Publishing checklist' });
    const item = (name: string) => within(checklist).getByText(name).closest('li')!;
    expect(item('Course title')).toHaveTextContent('(done)');
    expect(item('Course description')).toHaveTextContent('(done)');
    expect(item('At least one section')).toHaveTextContent('(missing)');
    expect(item('Category selected')).toHaveTextContent('(missing)');
    expect(screen.getByText('$49.99')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it("says 'Failed to publish course' when publishing fails", async () => {
    openSaved(
      { ...completeBasics, Step: 3, IsFree: true, Sections: sections },
      {
        'POST /api/course-drafts/:id/publish': () => ({
          status: 500,
          body: { statusCode: 500, error: 'Error', message: 'Boom.' },
        }),
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Publish Course' }));
    expect(await screen.findByText('Failed to publish course')).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses to publish", async () => {
    const message = 'Please complete all required sections before publishing';
    openSaved(
      { ...completeBasics, Step: 3, IsFree: true, Sections: sections },
      {
        'POST /api/course-drafts/:id/publish': () => ({
          status: 400,
          body: { statusCode: 400, error: 'Bad Request', message },
        }),
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Publish Course' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('saves, publishes and links to the course page', async () => {
    const api = openSaved(
      { ...completeBasics, Step: 3, IsFree: true, Sections: sections },
      {
        'POST /api/course-drafts/:id/publish': () => ({
          body: {
            draft: buildCourseDraft(completeBasics),
            courseSlug: 'testing-react',
            courseUrl: '/courses/testing-react',
          },
        }),
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Publish Course' }));
    expect(await screen.findByRole('link', { name: 'View course' })).toHaveAttribute(
      'href',
      '/courses/testing-react',
    );
    expect(screen.getByRole('link', { name: 'Back to my courses' })).toHaveAttribute(
      'href',
      '/instructor/courses',
    );
    expect(api.calls.map((call) => call.method).filter((m) => m !== 'GET')).toEqual(['PUT', 'POST']);
  });
});

describe('Publish Course: saving', () => {
  it('creates the draft on the first Save Draft and moves to its edit address', async () => {
    const api = mockApi({
      ...OPTIONS,
      'POST /api/course-drafts': (request) => ({
        status: 201,
        body: buildCourseDraft(request.body as never),
      }),
    });
    renderWizard('/instructor/courses/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Course Title/ }), 'My course');
    await clickButton('Save Draft');
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
        `/instructor/courses/${DRAFT_ID}/edit`,
      ),
    );
    expect(api.calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      Title: 'My course',
      Step: 0,
    });
    // The edit page takes over with what was typed, without reading the draft back.
    expect(screen.getByRole('textbox', { name: /^Course Title/ })).toHaveValue('My course');
    expect(api.calls.some((call) => call.path === `/api/course-drafts/${DRAFT_ID}`)).toBe(false);
  });

  it("keeps the author's edits and says 'Failed to save course' when saving fails", async () => {
    openSaved(completeBasics, {
      'PUT /api/course-drafts/:id': () => ({
        status: 500,
        body: { statusCode: 500, error: 'Error', message: 'Down.' },
      }),
    });
    const title = await screen.findByRole('textbox', { name: /^Course Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Edited title');
    await clickButton('Save Draft');
    expect(await screen.findByText('Failed to save course', {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(title).toHaveValue('Edited title');
  });

  it('autosaves a titled draft once typing pauses, saying when', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const api = openSaved(completeBasics);
      await userEvent.type(await screen.findByRole('textbox', { name: /^Course Title/ }), '!');
      expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
      await act(async () => {
        jest.advanceTimersByTime(2_000);
      });
      expect(await screen.findByText(/^Saved at \d\d:\d\d$/)).toBeInTheDocument();
      expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not autosave an untouched new course', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const api = mockApi(OPTIONS);
      renderWizard('/instructor/courses/new');
      await userEvent.click(await screen.findByRole('button', { name: 'Add tag React' }));
      await act(async () => {
        jest.advanceTimersByTime(5_000);
      });
      expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('resumes a saved draft at its saved step', async () => {
    openSaved({ ...completeBasics, Step: 2 });
    expect(await screen.findByRole('heading', { name: 'Pricing & Settings' })).toBeInTheDocument();
  });

  it('shows the course as learners will see it in Preview, and returns with Edit', async () => {
    openSaved({ ...completeBasics, WhatYouWillLearn: ['Write a first test'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('article', { name: 'Preview of Testing React' });
    expect(within(preview).getByText('All about tests.')).toBeInTheDocument();
    expect(within(preview).getByText('Write a first test')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Course Title/ })).not.toBeInTheDocument();
    await clickButton('Edit');
    expect(screen.getByRole('textbox', { name: /^Course Title/ })).toBeInTheDocument();
  });
});
