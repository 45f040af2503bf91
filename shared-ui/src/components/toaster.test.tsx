import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/index.tsx';
import { toaster } from './toaster.tsx';

describe('toaster', () => {
  afterEach(() => act(() => toaster.dismiss()));

  it('shows a toast with its action, which runs once and closes the toast', async () => {
    const undo = jest.fn();
    renderWithProviders(<p>page</p>);
    act(() =>
      toaster.create({
        type: 'success',
        title: 'Course removed from library',
        action: { label: 'Undo', onClick: undo },
      }),
    );
    expect(await screen.findByText('Course removed from library')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Course removed from library')).not.toBeInTheDocument());
  });
});
