import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/index.tsx';
import { ExportMenu } from './export-menu.tsx';
import { toaster } from './toaster.tsx';
import { useFileExport } from './use-file-export.ts';

type Format = 'csv' | 'pdf';
const FORMATS = [
  { value: 'csv', label: 'CSV' },
  { value: 'pdf', label: 'PDF' },
] as const;

function NotesExport({ download }: { download: ((format: Format) => Promise<void>) | undefined }) {
  const { exportAs, isExporting } = useFileExport(download, 'Failed to export notes');
  return (
    <ExportMenu formats={FORMATS} onExport={(format) => void exportAs(format)} isExporting={isExporting} />
  );
}

/** Chooses a format as a keyboard user does: jsdom's pointer events do not reach zag's menu items. */
async function choose(user: ReturnType<typeof renderWithProviders>['user'], label: string) {
  await user.click(screen.getByRole('button', { name: 'Export' }));
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toHaveFocus());
  const index = FORMATS.findIndex((format) => format.label === label);
  await user.keyboard('{ArrowDown}'.repeat(index + 1));
  await waitFor(() =>
    expect(within(menu).getByRole('menuitem', { name: label })).toHaveAttribute('data-highlighted'),
  );
  await user.keyboard('{Enter}');
}

describe('useFileExport', () => {
  // The toast store outlives a test's render: clear it between tests.
  afterEach(async () => {
    act(() => toaster.dismiss());
    await waitFor(() =>
      expect(document.querySelectorAll('[data-scope="toast"][data-part="root"]')).toHaveLength(0),
    );
  });

  it('downloads the chosen format, the button busy until the file is saved', async () => {
    let finish = () => {};
    const download = jest.fn((_format: Format) => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderWithProviders(<NotesExport download={download} />);
    // A busy button hides its label, so it is found once, before.
    const button = screen.getByRole('button', { name: 'Export' });
    await choose(user, 'PDF');
    expect(download).toHaveBeenCalledWith('pdf');
    expect(button).toHaveAttribute('data-loading');
    await act(async () => finish());
    expect(button).not.toHaveAttribute('data-loading');
    expect(screen.queryByText('Failed to export notes')).not.toBeInTheDocument();
  });

  it('says in a toast what failed and why, and lets the person try again', async () => {
    const download = jest.fn(async (_format: Format) => {
      throw new Error('The export service is down.');
    });
    const { user } = renderWithProviders(<NotesExport download={download} />);
    await choose(user, 'CSV');
    expect(await screen.findByText('Failed to export notes')).toBeInTheDocument();
    expect(screen.getByText('The export service is down.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('does nothing while the export cannot be made yet', async () => {
    const { user } = renderWithProviders(<NotesExport download={undefined} />);
    await choose(user, 'CSV');
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Export' })).not.toHaveAttribute('data-loading');
    expect(screen.queryByText('Failed to export notes')).not.toBeInTheDocument();
  });
});
