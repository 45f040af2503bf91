import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing/index.tsx';
import { DataTable } from './data-table.tsx';
import { SearchInput } from './search-input.tsx';

type Row = { id: string; name: string };
const columns = [{ key: 'name', header: 'Name', cell: (row: Row) => row.name }];

describe('DataTable', () => {
  it('renders one row per item under its column headers', () => {
    renderWithProviders(
      <DataTable
        columns={columns}
        rows={[{ id: '1', name: 'Intro to React' }]}
        getRowKey={(row) => row.id}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Intro to React' })).toBeInTheDocument();
  });

  it('shows the empty state when there are no rows', () => {
    renderWithProviders(
      <DataTable columns={columns} rows={[]} getRowKey={(row) => row.id} emptyState={<p>No orders yet</p>} />,
    );
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('SearchInput', () => {
  it('reports the typed text only after the pause and clears from its button', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <SearchInput label="Search courses" value="" onChange={onChange} debounceMs={500} />,
    );
    await user.click(screen.getByLabelText('Search courses'));
    await user.paste('react');
    // A long pause makes "not yet" deterministic even on a loaded machine.
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('react'), { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByLabelText('Search courses')).toHaveValue('');
  });
});
