import { PRICE_INSTRUMENTS, PRICE_SYMBOLS } from '@ctp/domain/price-constants';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { history, stubFetch } from '@/test/quotes';
import { PriceHistoryPanel } from './price-history-panel';

describe('PriceHistoryPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers every symbol of the table in its picker and charts the one picked', async () => {
    const fetch = stubFetch(history('1mo', [1, 2, 3]));
    render(<PriceHistoryPanel />);
    const picker = within(screen.getByRole('group', { name: 'Instrument' }));
    expect(picker.getAllByRole('button').map((b) => b.textContent)).toEqual(PRICE_SYMBOLS.map((symbol) => PRICE_INSTRUMENTS[symbol].name));
    expect(picker.getByRole('button', { name: 'Gold' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('heading', { name: 'Gold price history' });

    await userEvent.click(picker.getByRole('button', { name: 'Heating Oil (NY Harbor ULSD)' }));
    expect(await screen.findByRole('heading', { name: 'Heating Oil (NY Harbor ULSD) price history' })).toBeInTheDocument();
    expect(fetch.mock.calls.at(-1)![0]).toBe('/price-api/price/HO/history?period=1mo');
  });
});
