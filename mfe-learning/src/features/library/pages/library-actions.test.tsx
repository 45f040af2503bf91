import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { buildEnrolledCourse } from '@portal/shared-api/testing';
import {
  card,
  design,
  dismissToasts,
  failure,
  react,
  removed,
  renderPage,
  serve,
  writes,
  forgetDevice,
  PREFERENCES,
  storeOnDevice,
} from '../testing/library-test-kit.tsx';

describe('LibraryPage: acting on a course', () => {
  afterEach(dismissToasts);
  afterEach(forgetDevice);

  it('adds a course to the favorites through the server, says so, and shows it pressed', async () => {
    const api = serve([react]);
    const { user } = renderPage();
    const found = await card('Advanced React Development');
    const toggle = within(found).getByRole('button', { name: 'Add to favorites' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(await screen.findByText('Favorite status updated')).toBeInTheDocument();
    expect(writes(api)).toEqual([
      { method: 'PUT', path: `/api/enrollments/library/${react.Id}`, body: { IsFavorite: true } },
    ]);
    expect(within(found).getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Favorites (1)' })).toBeInTheDocument();
  });

  it('disables the favourite button until the server answers', async () => {
    serve([react], { 'PUT /api/enrollments/library/:courseId': () => new Promise(() => {}) });
    const { user } = renderPage();
    const found = await card('Advanced React Development');
    await user.click(within(found).getByRole('button', { name: 'Add to favorites' }));
    expect(within(found).getByRole('button', { name: 'Add to favorites' })).toBeDisabled();
    expect(
      within(found).getByRole('button', { name: 'Download Advanced React Development for offline use' }),
    ).toBeEnabled();
  });

  it('keeps the favourite as it was and shows the error when the server refuses', async () => {
    serve([react], {
      'PUT /api/enrollments/library/:courseId': () => failure('The library is read-only.', 403),
    });
    const { user } = renderPage();
    const found = await card('Advanced React Development');
    await user.click(within(found).getByRole('button', { name: 'Add to favorites' }));
    expect(await screen.findByText('The library is read-only.')).toBeInTheDocument();
    expect(within(found).getByRole('button', { name: 'Add to favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('asks before removing a course, removes it, and Undo puts it back', async () => {
    const api = serve([react, design]);
    const { user } = renderPage();
    const found = await card('Advanced React Development');
    await user.click(within(found).getByRole('button', { name: 'Remove from library' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove from library?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes(api)).toEqual([]);

    await user.click(within(found).getByRole('button', { name: 'Remove from library' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Course removed from library')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Advanced React Development' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All Courses (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show removed courses (1)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await card('Advanced React Development')).toBeInTheDocument();
    expect(writes(api).map((write) => write.body)).toEqual([
      { IsRemovedFromLibrary: true },
      { IsRemovedFromLibrary: false },
    ]);
  });

  it('lists removed courses on request and restores one', async () => {
    const api = serve([react, removed]);
    const { user } = renderPage();
    await card('Advanced React Development');
    await user.click(screen.getByRole('button', { name: 'Show removed courses (1)' }));
    const list = screen.getByRole('list', { name: 'Removed courses' });
    await user.click(within(list).getByRole('button', { name: 'Restore Old Course' }));
    expect(await card('Old Course')).toBeInTheDocument();
    expect(writes(api)).toEqual([
      {
        method: 'PUT',
        path: `/api/enrollments/library/${removed.Id}`,
        body: { IsRemovedFromLibrary: false },
      },
    ]);
  });

  it('offers Mark as Complete only above 80 % and not on completed courses', async () => {
    const eighty = buildEnrolledCourse({ Title: 'Exactly Eighty', Progress: 80 });
    serve([react, eighty, design]);
    renderPage();
    const complete = { name: 'Mark as Complete' };
    expect(
      within(await card('Advanced React Development')).getByRole('button', complete),
    ).toBeInTheDocument();
    expect(within(await card('Exactly Eighty')).queryByRole('button', complete)).not.toBeInTheDocument();
    expect(within(await card('UI Design Basics')).queryByRole('button', complete)).not.toBeInTheDocument();
  });

  it('marks a course complete through the server and says so', async () => {
    const api = serve([react]);
    const { user } = renderPage();
    const found = await card('Advanced React Development');
    await user.click(within(found).getByRole('button', { name: 'Mark as Complete' }));
    expect(await screen.findByText('Course marked as complete!')).toBeInTheDocument();
    expect(writes(api)).toEqual([
      { method: 'POST', path: `/api/enrollments/complete/${react.Id}`, body: undefined },
    ]);
    expect(within(found).getByText('Completed')).toBeInTheDocument();
    expect(within(found).queryByRole('button', { name: 'Mark as Complete' })).not.toBeInTheDocument();
  });

  it("says 'Failed to mark course as complete' with the server's reason, else 'Failed to complete course'", async () => {
    let answer = failure('Finish more lessons first.', 409);
    serve([react], { 'POST /api/enrollments/complete/:courseId': () => answer });
    const { user } = renderPage();
    const button = within(await card('Advanced React Development')).getByRole('button', {
      name: 'Mark as Complete',
    });
    await user.click(button);
    expect(await screen.findByText('Failed to mark course as complete')).toBeInTheDocument();
    expect(screen.getByText('Finish more lessons first.')).toBeInTheDocument();
    answer = failure('Something went wrong on our side. Please try again.', 500);
    // The first try has settled (its toast shown, the button free again) before the second.
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText('Failed to complete course')).toBeInTheDocument();
  });

  it("says 'Certificate not available' when a course has no certificate", async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    serve([react]);
    const { user } = renderPage();
    await user.click(
      within(await card('Advanced React Development')).getByRole('button', { name: 'Download certificate' }),
    );
    expect(await screen.findByText('Certificate not available')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('opens the certificate’s signed link in a new tab and says so', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const signed = '/api/certificates/cert-1/pdf?expires=1900000000&signature=abc';
    serve([design], { 'GET /api/certificates/cert-1/download': () => ({ body: { url: signed } }) });
    const { user } = renderPage();
    await user.click(
      within(await card('UI Design Basics')).getByRole('button', { name: 'Download certificate' }),
    );
    expect(await screen.findByText('Certificate opened')).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith(signed, '_blank', 'noopener');
    open.mockRestore();
  });

  it("says 'Certificate not available' for an answer without a link, and 'Failed to open certificate' when asking fails", async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    let answer: { status?: number; body: unknown } = { body: {} };
    serve([design], { 'GET /api/certificates/cert-1/download': () => answer });
    const { user } = renderPage();
    const button = within(await card('UI Design Basics')).getByRole('button', {
      name: 'Download certificate',
    });
    await user.click(button);
    expect(await screen.findByText('Certificate not available')).toBeInTheDocument();
    answer = failure('The requested certificate could not be found.', 404);
    await user.click(button);
    expect(await screen.findByText('Failed to open certificate')).toBeInTheDocument();
    expect(screen.getByText('The requested certificate could not be found.')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });
});

describe('LibraryPage: a course on this device', () => {
  afterEach(dismissToasts);
  afterEach(forgetDevice);
  afterEach(() => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true }));

  it('asks which quality to download, 720 unless the player is pinned to 360', async () => {
    serve([react], {
      'GET /api/player/preferences': () => ({
        status: 200,
        body: { ...PREFERENCES, quality: 360 },
      }),
    });
    const { user } = renderPage();
    const found = await card('Advanced React Development');
    await user.click(
      within(found).getByRole('button', { name: 'Download Advanced React Development for offline use' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Download for offline use' });
    expect(within(dialog).getByRole('radio', { name: '360p (smaller)' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '720p (sharper, larger)' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a stored course as Downloaded with its size, quality and Remove, and what the device holds', async () => {
    serve([react, design]);
    await storeOnDevice(react);
    renderPage();
    const found = await card('Advanced React Development');
    expect(await within(found).findByText('Downloaded · 300 KB · 360p')).toBeInTheDocument();
    expect(
      within(found).getByRole('button', { name: 'Remove Advanced React Development from this device' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^1 course on this device \(300 KB\)\./)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Downloaded (1)' })).toBeInTheDocument();
  });

  it('takes off the device, with a notice, a stored course the learner is no longer enrolled in', async () => {
    serve([design]);
    await storeOnDevice(react);
    renderPage();
    expect(
      await screen.findByText(
        '“Advanced React Development” was removed from this device: you no longer have access to it.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Downloaded (0)' })).toBeInTheDocument();
  });

  it('lists the courses this device holds when the server cannot be reached, and says it is offline', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    serve([], {
      'GET /api/enrollments/user': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await storeOnDevice(react);
    const { user } = renderPage();
    expect(await screen.findByText('You are offline')).toBeInTheDocument();
    await user.click(await screen.findByRole('tab', { name: 'Downloaded (1)' }));
    const found = await card('Advanced React Development');
    expect(within(found).getByRole('link', { name: 'Continue Advanced React Development' })).toHaveAttribute(
      'href',
      '/user/courses/advanced-react/read/lesson-7',
    );
  });
});
