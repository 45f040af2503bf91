import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jest } from '@jest/globals';
import { mockApi } from '@portal/shared-api/testing';
import type { RichTextEditorProps } from '@portal/shared-ui/editor';
import {
  buildCourseDraft,
  buildWizardOptions,
  clickButton,
  completeBasics,
  dismissToasts,
  DRAFT_ID,
  renderWizardAt,
} from '../testing/wizard-kit.tsx';

// The editor's own tests cover it; a textarea stands in, labelled the way the field labels it.
jest.unstable_mockModule('@portal/shared-ui/editor', () => ({
  LazyRichTextEditor: ({ value, onChange, 'aria-labelledby': labelledBy, id }: RichTextEditorProps) => (
    <textarea id={id} aria-labelledby={labelledBy} value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));
const { NewCoursePage } = await import('./new-course-page.tsx');
const { EditCoursePage } = await import('./edit-course-page.tsx');

const OPTIONS = { 'GET /api/course-drafts/options': () => ({ body: buildWizardOptions() }) };
const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });

afterEach(dismissToasts);

const renderWizard = (route: string) => renderWizardAt({ NewCoursePage, EditCoursePage }, route);

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

describe('Publish Course: Basic Information', () => {
  it("is titled 'Publish Course', starts at step 1 and disables Previous there", async () => {
    mockApi(OPTIONS);
    renderWizard('/instructor/courses/new');
    expect(await screen.findByRole('heading', { name: 'Publish Course', level: 1 })).toBeInTheDocument();
    expect(document.title).toMatch(/^Publish Course/);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Basic Information');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Publish Course' })).not.toBeInTheDocument();
  });

  it("refuses Next on an empty step with 'Please enter course title' and 'Please fill in all required fields'", async () => {
    mockApi(OPTIONS);
    renderWizard('/instructor/courses/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Course Title/ })).toHaveAccessibleErrorMessage(
      'Please enter course title',
    );
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Basic Information');
  });

  it('keeps the sub category disabled until a category is chosen, then clears it when the category changes', async () => {
    mockApi(OPTIONS);
    renderWizard('/instructor/courses/new');
    await screen.findByRole('button', { name: 'Next' });
    expect(select('Sub Category')).toBeDisabled();
    await userEvent.selectOptions(select('Category'), 'Programming');
    expect(select('Sub Category')).toBeEnabled();
    await userEvent.selectOptions(select('Sub Category'), 'Web Development');
    expect(select('Sub Category')).toHaveValue('web-development');
    // Music has no sub categories: the control goes away rather than asking for one.
    await userEvent.selectOptions(select('Category'), 'Music');
    expect(screen.queryByRole('combobox', { name: /^Sub Category/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(select('Category'), 'Programming');
    expect(select('Sub Category')).toHaveValue('');
  });

  it('counts the short description against 160 and adds a suggested tag', async () => {
    mockApi(OPTIONS);
    renderWizard('/instructor/courses/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Short description/ }), 'Hello');
    expect(screen.getByText(/^5\/160/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add tag React' }));
    expect(within(screen.getByRole('list', { name: 'Course tags' })).getByText('React')).toBeInTheDocument();
  });

  it('moves on once every required field is filled', async () => {
    openSaved({ ...completeBasics, Title: '' });
    await userEvent.type(await screen.findByRole('textbox', { name: /^Course Title/ }), 'Testing React');
    await clickButton('Next');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Course Content');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });
});

describe('Publish Course: Course Content', () => {
  it("says 'No sections yet', then adds a section and a lesson", async () => {
    const api = openSaved({ ...completeBasics, Step: 1 });
    expect(await screen.findByText('No sections yet')).toBeInTheDocument();
    await clickButton('Add Section');
    await userEvent.type(screen.getByRole('textbox', { name: 'Section 1 title' }), 'Getting started');
    await clickButton('Add lesson to Getting started');
    const dialog = await screen.findByRole('dialog', { name: 'Add Lesson' });
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveValue('video');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Lesson title/ }), 'Why test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Lesson' }));
    const lesson = await screen.findByRole('group', { name: 'Why test' });
    expect(within(lesson).getByText('Video')).toBeInTheDocument();
    await clickButton('Save Draft');
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    const sent = api.calls.filter((call) => call.method === 'PUT').at(-1)!.body as { Sections: unknown[] };
    expect(sent.Sections).toEqual([
      expect.objectContaining({
        Title: 'Getting started',
        Order: 0,
        Lessons: [expect.objectContaining({ Title: 'Why test', Type: 'video', Order: 0 })],
      }),
    ]);
  });

  it('reorders sections with Move down and Move up', async () => {
    const section = (Id: string, Title: string, Order: number) => ({
      Id,
      Title,
      Description: '',
      Order,
      Lessons: [],
    });
    openSaved({ ...completeBasics, Step: 1, Sections: [section('a', 'Alpha', 0), section('b', 'Beta', 1)] });
    await userEvent.click(await screen.findByRole('button', { name: 'Move down Alpha' }));
    const sections = within(screen.getByRole('list', { name: 'Sections' })).getAllByRole('region');
    expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual(['Beta', 'Alpha']);
    expect(screen.getByRole('button', { name: 'Move up Beta' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move up Alpha' }));
    expect(screen.getByRole('button', { name: 'Move up Alpha' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Drag to reorder Alpha' })).toBeInTheDocument();
  });
});

describe('Publish Course: Pricing & Settings', () => {
  it('hides the price fields for a free course', async () => {
    openSaved({ ...completeBasics, Step: 2 });
    expect(await screen.findByRole('spinbutton', { name: /^Price/ })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Free course'));
    expect(screen.queryByRole('spinbutton', { name: /^Price/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: /^Discount price/ })).not.toBeInTheDocument();
  });

  it("asks for a price for a paid course: 'Please enter course price'", async () => {
    openSaved({ ...completeBasics, Step: 2 });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByRole('spinbutton', { name: /^Price/ })).toHaveAccessibleErrorMessage(
      'Please enter course price',
    );
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Pricing & Settings');
  });
});

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
