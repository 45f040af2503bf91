import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@portal/shared-api/testing';
import { clickButton, completeBasics, dismissToasts } from '../testing/wizard-kit.tsx';
import { loadWizard, OPTIONS, select } from '../testing/wizard-harness.tsx';

// The first three steps: what each asks for and when Next lets the author on.
const { renderWizard, openSaved } = await loadWizard();

afterEach(dismissToasts);

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
