import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jest } from '@jest/globals';
import { mockApi, type MockHandler } from '@portal/shared-api/testing';
import { buildCourseDraft, clickButton, dismissToasts, DRAFT_ID } from '../testing/wizard-kit.tsx';
import { loadWizard, OPTIONS, select } from '../testing/wizard-harness.tsx';

// A new course's first autosave gives it its edit address without remounting the wizard: what the author is
// typing, where, and an open dialog all carry on.
const { renderWizard } = await loadWizard();

const EDIT_ADDRESS = `/instructor/courses/${DRAFT_ID}/edit`;
const created: MockHandler = (request) => ({ status: 201, body: buildCourseDraft(request.body as never) });

/** Lets the autosave timer run out (the 2 seconds after the last edit). */
const pastTheAutosave = () =>
  act(async () => {
    jest.advanceTimersByTime(2_000);
  });

/** The router's address (hidden from the accessibility tree while a dialog is open). */
const atEditAddress = () =>
  waitFor(() =>
    expect(screen.getByRole('status', { name: 'Location', hidden: true })).toHaveTextContent(EDIT_ADDRESS),
  );

beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
afterEach(async () => {
  jest.useRealTimers();
  await dismissToasts();
});

describe('Publish Course: the first autosave of a new course', () => {
  it('keeps typing into the title through the save, which moves to the edit address in place', async () => {
    const api = mockApi({
      ...OPTIONS,
      'POST /api/course-drafts': created,
      'PUT /api/course-drafts/:id': (request) => ({ body: buildCourseDraft(request.body as never) }),
    });
    renderWizard('/instructor/courses/new');
    const title = await screen.findByRole('textbox', { name: /^Course Title/ });
    await userEvent.type(title, 'Testing React');
    await pastTheAutosave();
    await atEditAddress();

    await userEvent.keyboard(' and more');
    expect(screen.getByRole('textbox', { name: /^Course Title/ })).toBe(title);
    expect(title).toHaveFocus();
    expect(title).toHaveValue('Testing React and more');

    // The next autosave updates the draft just created rather than making another one.
    await pastTheAutosave();
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    const writes = api.calls.filter((call) => call.method !== 'GET');
    expect(writes.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/course-drafts',
      `PUT /api/course-drafts/${DRAFT_ID}`,
    ]);
    expect(writes[1]!.body).toMatchObject({ Title: 'Testing React and more' });
  });

  it('leaves the Add Lesson dialog open, with what is typed in it, while the save moves the address', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const api = mockApi({
      ...OPTIONS,
      'POST /api/course-drafts': async (request) => {
        await held;
        return created(request);
      },
    });
    renderWizard('/instructor/courses/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Course Title/ }), 'Testing React');
    await userEvent.selectOptions(select('Category'), 'Music');
    await userEvent.selectOptions(select('Level'), 'Beginner');
    await userEvent.selectOptions(select('Language'), 'English');
    await userEvent.type(screen.getByRole('textbox', { name: /^Short description/ }), 'Stories.');
    await userEvent.type(screen.getByRole('textbox', { name: /^Description/ }), 'All about tests.');
    await clickButton('Next');
    await clickButton('Add Section');
    await clickButton('Add lesson to Section 1');
    const dialog = await screen.findByRole('dialog', { name: 'Add Lesson' });
    const lessonTitle = within(dialog).getByRole('textbox', { name: /^Lesson title/ });
    await userEvent.type(lessonTitle, 'Why');

    // The autosave goes out with the dialog open; its answer arrives while the author is still in it.
    await pastTheAutosave();
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    answer();
    await atEditAddress();

    await userEvent.keyboard(' we test');
    expect(screen.getByRole('dialog', { name: 'Add Lesson' })).toBe(dialog);
    expect(lessonTitle).toHaveFocus();
    expect(lessonTitle).toHaveValue('Why we test');
  });
});
