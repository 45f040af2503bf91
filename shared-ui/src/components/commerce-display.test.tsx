import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/index.tsx';
import { PriceTag } from './price-tag.tsx';
import { TotalsSummary } from './totals-summary.tsx';

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('PriceTag', () => {
  it('shows a sale price with the original struck through and the share taken off', () => {
    renderWithProviders(<PriceTag price={8999} originalPrice={12999} format={usd} />);
    expect(screen.getByText('$89.99')).toBeInTheDocument();
    expect(screen.getByText('$129.99').tagName).toBe('S');
    expect(screen.getByText('30% off')).toBeInTheDocument();
  });

  it('says Free for a free course and shows no original when the price did not drop', () => {
    renderWithProviders(<PriceTag price={0} originalPrice={0} format={usd} />);
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.queryByText(/off$/)).not.toBeInTheDocument();
  });
});

describe('TotalsSummary', () => {
  it('lists the lines, marks a discount as taken off, and ends with the total', () => {
    renderWithProviders(
      <TotalsSummary
        lines={[
          { label: 'Subtotal', amount: 10999 },
          { label: 'Discount (WELCOME10)', amount: 1100, isDiscount: true },
        ]}
        total={9899}
        format={usd}
      />,
    );
    expect(screen.getByText('−$11.00')).toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$98.99');
  });
});
