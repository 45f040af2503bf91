import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/index.tsx';
import { DataTable } from './data-table.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { SearchInput } from './search-input.tsx';
import { TabsWithCounts } from './tabs-with-counts.tsx';
import { SwitchRow } from './switch-row.tsx';

type Row = { id: string; name: string };
const columns = [{ key: 'name', header: 'Name', cell: (row: Row) => row.name }];

describe('DataTable', () => {
  it('renders one row per item under its column headers', () => {
    renderWithProviders(
      <DataTable
        columns={columns}
        rows={[{ id: '1', name: 'Intro to React' }]}
        getRowKey={(row) => row.id}
        caption="Courses"
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Intro to React' })).toBeInTheDocument();
  });

  it('scrolls inside a named region the keyboard can reach, so a wide table never widens the page', async () => {
    renderWithProviders(
      <DataTable
        columns={columns}
        rows={[{ id: '1', name: 'Intro to React' }]}
        getRowKey={(row) => row.id}
        caption="Orders"
      />,
    );
    const region = screen.getByRole('region', { name: 'Orders' });
    expect(region).toContainElement(screen.getByRole('table', { name: 'Orders' }));
    await userEvent.tab();
    expect(region).toHaveFocus();
  });

  it('shows the empty state when there are no rows', () => {
    renderWithProviders(
      <DataTable
        columns={columns}
        rows={[]}
        getRowKey={(row) => row.id}
        caption="Orders"
        emptyState={<p>No orders yet</p>}
      />,
    );
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is named by its caption, even when the caption is for screen readers only', () => {
    renderWithProviders(
      <DataTable columns={columns} rows={[]} getRowKey={(row) => row.id} caption="Orders" hideCaption />,
    );
    expect(screen.getByRole('table', { name: 'Orders' })).toBeInTheDocument();
  });

  it('keeps its headers and says why when a page has no rows', () => {
    renderWithProviders(
      <DataTable
        columns={columns}
        rows={[]}
        getRowKey={(row) => row.id}
        caption="Orders"
        emptyMessage="This page has no orders. Go back to an earlier page."
      />,
    );
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(within(table).getByRole('cell')).toHaveTextContent(
      'This page has no orders. Go back to an earlier page.',
    );
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

describe('SearchInput with a hidden label', () => {
  it('is still named by its label', () => {
    renderWithProviders(
      <SearchInput
        label="Search posts"
        hideLabel
        placeholder="Search posts"
        value=""
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toBeInTheDocument();
  });
});

function MeetingTabs({ countStyle }: { countStyle?: 'badge' | 'text' }) {
  const [tab, setTab] = useState<'upcoming' | 'past'>('upcoming');
  return (
    <TabsWithCounts
      value={tab}
      onValueChange={setTab}
      countStyle={countStyle}
      tabs={[
        { value: 'upcoming', label: 'Upcoming', count: 3 },
        { value: 'past', label: 'Past', count: 12 },
      ]}
    >
      {(value) => <p>Meetings in the {value} list</p>}
    </TabsWithCounts>
  );
}

describe('TabsWithCounts', () => {
  it.each(['badge', 'text'] as const)(
    'reads each tab with its count in brackets (%s)',
    async (countStyle) => {
      const { user } = renderWithProviders(<MeetingTabs countStyle={countStyle} />);
      expect(screen.getByRole('tab', { name: 'Upcoming (3)' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel', { name: 'Upcoming (3)' })).toHaveTextContent(
        'Meetings in the upcoming list',
      );
      await user.click(screen.getByRole('tab', { name: 'Past (12)' }));
      expect(await screen.findByRole('tabpanel', { name: 'Past (12)' })).toHaveTextContent(
        'Meetings in the past list',
      );
    },
  );

  it('shows the count as text when asked', () => {
    renderWithProviders(<MeetingTabs countStyle="text" />);
    expect(screen.getByRole('tab', { name: 'Upcoming (3)' })).toHaveTextContent('Upcoming (3)');
  });
});

describe('ProgressBar', () => {
  it('keeps a hidden label as the name of the bar and shows the rounded percentage', () => {
    renderWithProviders(
      <ProgressBar value={42.4} label="Intro to React progress" hideLabel valuePlacement="end" />,
    );
    expect(screen.getByRole('progressbar', { name: 'Intro to React progress' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    expect(screen.getByText('42%')).toBeInTheDocument();
  });
});

describe('SwitchRow', () => {
  it('reports the new value and shows its hint', async () => {
    const changes: boolean[] = [];
    renderWithProviders(
      <SwitchRow
        label="Login alerts"
        hint="Tell me about new browsers."
        checked={false}
        onChange={(on) => changes.push(on)}
      />,
    );
    expect(screen.getByText('Tell me about new browsers.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Login alerts' }));
    expect(changes).toEqual([true]);
  });
});
