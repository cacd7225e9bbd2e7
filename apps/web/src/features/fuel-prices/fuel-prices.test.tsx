import type { FuelBoardEntry } from '@ctp/domain/fuel-assessments';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderFormDialog } from '@/features/orders';
import { setSession } from '@/lib/api-client';
import { showLanguage } from '@/lib/i18n/language';
import { COMMODITIES, EN590_ID, JET_ID } from '@/test/orders';
import { apiError, json, makeUser, renderPane, stubApi } from '@/test/portal-test-kit';
import { FuelBoard, FuelMarketOverview } from './index';

afterEach(() => {
  showLanguage('en');
  setSession(null);
  vi.unstubAllGlobals();
});

const ENTRIES: FuelBoardEntry[] = [
  {
    product: 'EN590',
    port: 'Fujairah',
    day: '2026-11-25',
    price: 712.5,
    currency: 'USD',
    basis: 'FOB barge, 10 ppm',
    previous: { day: '2026-11-24', price: 705 },
    change: 7.5,
    changePercent: 1.06,
    ageDays: 1,
  },
  { product: 'EN590', port: 'Rotterdam', day: '2026-11-22', price: 690.25, currency: 'USD', basis: null, previous: null, change: null, changePercent: null, ageDays: 4 },
  {
    product: 'Fuel Oil',
    port: 'Houston',
    day: '2026-11-25',
    price: 455,
    currency: 'USD',
    basis: null,
    previous: { day: '2026-11-21', price: 460 },
    change: -5,
    changePercent: -1.09,
    ageDays: 1,
  },
];

const BOARD_ROUTE = 'GET /api/v1/market/fuel-assessments';
const stubBoard = (entries: FuelBoardEntry[] = ENTRIES, extra = {}) =>
  stubApi({ [BOARD_ROUTE]: () => json(200, { today: '2026-11-26', entries }), 'GET /api/v1/commodities': () => json(200, { commodities: COMMODITIES }), ...extra });

describe('the fuel price board', () => {
  it('shows the latest price of each product and port with its change, its age once older than a day, and its source', async () => {
    stubBoard();
    renderPane(<FuelBoard />);
    const table = await screen.findByRole('table', { name: /The latest assessment of each product at each port/ });
    const [, en590Fujairah, en590Rotterdam, fuelOilHouston] = within(table).getAllByRole('row');

    expect(within(en590Fujairah!).getByRole('rowheader')).toHaveTextContent('EN590FOB barge, 10 ppm');
    expect(en590Fujairah).toHaveTextContent('Fujairah, UAE');
    expect(within(en590Fujairah!).getByText('$712.50')).toBeInTheDocument();
    expect(within(en590Fujairah!).getByText('+7.50 (+1.06%)')).toBeInTheDocument();
    expect(within(en590Fujairah!).getByText('Up')).toHaveClass('sr-only');
    expect(within(en590Fujairah!).getByText('since Nov 24, 2026')).toBeInTheDocument();
    expect(within(en590Fujairah!).getByText('Nov 25, 2026')).toHaveAttribute('dateTime', '2026-11-25');
    expect(en590Fujairah).not.toHaveTextContent(/days? old/);

    expect(within(en590Rotterdam!).getByText('First assessment')).toBeInTheDocument();
    expect(within(en590Rotterdam!).getByText('4 days old')).toBeInTheDocument();

    expect(within(fuelOilHouston!).getByText('-5.00 (-1.09%)')).toBeInTheDocument();
    expect(within(fuelOilHouston!).getByText('Down')).toBeInTheDocument();
    expect(screen.getByText('Assessed by the desk')).toBeInTheDocument();
  });

  it('says honestly that the desk has assessed nothing yet, and where an administrator adds prices', async () => {
    stubBoard([]);
    renderPane(<FuelMarketOverview />);
    expect(await screen.findByText('No desk assessments yet')).toBeInTheDocument();
    expect(screen.getByText(/Administrators add them in Admin › Fuel Prices/)).toBeInTheDocument();
    expect(screen.getByText('The desk has not assessed EN590 yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    stubApi({ [BOARD_ROUTE]: () => apiError(500, 'Down') });
    renderPane(<FuelBoard />);
    expect(await screen.findByText('Failed to load fuel prices')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("is the Trading tab's EN590 tile: the average of the ports' latest EN590 prices, and the days they are from", async () => {
    stubBoard();
    renderPane(<FuelMarketOverview />);
    const tile = await screen.findByRole('article', { name: 'EN590 average' });
    // (712.50 + 690.25) / 2 = 701.375, to the cent.
    expect(await within(tile).findByText('$701.38')).toBeInTheDocument();
    expect(within(tile).getByText('Average of 2 ports')).toBeInTheDocument();
    expect(within(tile).getByText('Prices from Nov 22, 2026 to Nov 25, 2026')).toBeInTheDocument();
    expect(within(tile).getByText('Assessed by the desk')).toBeInTheDocument();
  });

  it('reads in Arabic, with the change and the age in the words of the reader', async () => {
    showLanguage('ar');
    stubApi({ [BOARD_ROUTE]: () => json(200, { today: '2026-11-26', entries: ENTRIES }) }, makeUser({ language: 'ar' }));
    renderPane(<FuelBoard />);
    expect(await screen.findByRole('heading', { name: 'تقييمات أسعار الوقود' })).toBeInTheDocument();
    expect(await screen.findByText('زيت الوقود')).toBeInTheDocument();
    expect(screen.getByText('أول تقييم')).toBeInTheDocument();
    expect(screen.getByText('مضت عليه 4 أيام')).toBeInTheDocument();
  });
});

describe("the fuel order form's reference price", () => {
  async function openFuelForm() {
    const user = userEvent.setup();
    renderPane(<OrderFormDialog open onOpenChange={() => {}} side="buy" category="fuel" />);
    const dialog = await screen.findByRole('dialog');
    const commodity = within(dialog).getByLabelText('Commodity');
    await vi.waitFor(() => expect(within(commodity).getAllByRole('option')).toHaveLength(3));
    return { user, dialog, commodity, port: within(dialog).getByLabelText('Origin port') };
  }

  it("shows the desk's latest price of the chosen product at the chosen port next to the target price, and nothing without one", async () => {
    stubBoard();
    const { user, dialog, commodity, port } = await openFuelForm();
    const priceRange = within(dialog).getByRole('group', { name: 'Target price range (USD/MT)' });
    expect(within(dialog).queryByText(/Desk assessment/)).not.toBeInTheDocument();

    await user.selectOptions(commodity, EN590_ID);
    await user.selectOptions(port, 'Fujairah');
    expect(await within(priceRange).findByText('Desk assessment: EN590 Fujairah $712.50/MT on Nov 25, 2026')).toBeInTheDocument();

    await user.selectOptions(port, 'Houston');
    expect(within(dialog).queryByText(/Desk assessment/)).not.toBeInTheDocument();

    await user.selectOptions(commodity, JET_ID);
    expect(within(dialog).queryByText(/Desk assessment/)).not.toBeInTheDocument();
    await user.selectOptions(commodity, EN590_ID);
    await user.selectOptions(port, 'Rotterdam');
    expect(await within(priceRange).findByText('Desk assessment: EN590 Rotterdam $690.25/MT on Nov 22, 2026')).toBeInTheDocument();
  });

  it('shows nothing when the board cannot be loaded, and the form still works', async () => {
    stubApi({ [BOARD_ROUTE]: () => apiError(500, 'Down'), 'GET /api/v1/commodities': () => json(200, { commodities: COMMODITIES }) });
    const { user, dialog, commodity, port } = await openFuelForm();
    await user.selectOptions(commodity, EN590_ID);
    await user.selectOptions(port, 'Fujairah');
    expect(within(dialog).queryByText(/Desk assessment/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
