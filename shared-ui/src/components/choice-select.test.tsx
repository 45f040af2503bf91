import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/index.tsx';
import { ChoiceSelect } from './choice-select.tsx';

const OPTIONS = [
  { value: 'recent', label: 'Recently accessed' },
  { value: 'title-asc', label: 'Title A-Z' },
] as const;

describe('ChoiceSelect', () => {
  it('is named by its label, shows the value and hands back the chosen option', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <ChoiceSelect label="Sort by" value="recent" options={OPTIONS} onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('recent');
    await user.selectOptions(select, 'Title A-Z');
    expect(onChange).toHaveBeenCalledWith('title-asc');
  });
});
