import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatAdminMoney } from '@/lib/format';
import { LazyDistributionChart, LazyTrendChart } from './lazy-charts';

describe('charts have a text alternative (issue 19)', () => {
  it('a trend chart lists its figures per period in a table named like the chart', () => {
    render(<LazyTrendChart label="Executed volume and new trades per month" points={[{ label: 'Oct 2026', volume: 250_000, trades: 3 }]} />);
    const table = screen.getByRole('table', { name: 'Executed volume and new trades per month' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Period', 'Volume', 'Trades']);
    expect(within(table).getByRole('row', { name: 'Oct 2026 $250,000 3' })).toBeInTheDocument();
  });

  it('a distribution chart gives each slice its value and share in words', () => {
    const slices = [
      { name: 'Gold', value: 300_000 },
      { name: 'Fuel', value: 100_000 },
    ];
    render(<LazyDistributionChart label="Executed volume by commodity category" slices={slices} valueLabel="Volume" formatValue={formatAdminMoney} />);
    const table = screen.getByRole('table', { name: 'Executed volume by commodity category' });
    expect(within(table).getByRole('row', { name: 'Gold $300,000 75%' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Fuel $100,000 25%' })).toBeInTheDocument();
  });
});
