import { FUEL_ASSESSMENT_TEXTS, dayBefore, muscatToday, type FuelAssessment } from '@ctp/domain/fuel-assessments';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { apiError, json, list, makeUser, stubApi, type Call, type Handler } from '@/test/portal-test-kit';
import { renderAt } from '@/test/render';
import { AdminFuelPricesPane } from './admin-fuel-prices-pane';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

const admin = makeUser({ id: 'admin-1', role: 'admin', email: 'desk@example.com' });

const assessment = (overrides: Partial<FuelAssessment> = {}): FuelAssessment => ({
  id: '44444444-4444-4444-8444-444444444444',
  product: 'EN590',
  port: 'Fujairah',
  day: '2026-11-25',
  price: 712.5,
  currency: 'USD',
  note: 'FOB barge, 10 ppm',
  createdBy: { id: 'admin-1', email: 'desk@example.com' },
  createdAt: '2026-11-25T06:00:00.000Z',
  updatedAt: '2026-11-25T06:00:00.000Z',
  ...overrides,
});

const JET = assessment({ id: '55555555-5555-4555-8555-555555555555', product: 'Jet A1', port: 'Houston', day: '2026-11-24', price: 801, note: null });

/** The history API over a stored list that POST, PUT and DELETE change, like the server. */
function stubHistory(extra: Record<string, Handler> = {}) {
  let stored = [assessment(), JET];
  return stubApi(
    {
      'GET /admin/fuel-assessments': (call: Call) => {
        const product = call.query.get('product');
        return json(200, list('assessments', stored.filter((a) => !product || a.product === product)));
      },
      'POST /admin/fuel-assessments': (call: Call) => {
        const created = assessment({ ...(call.body as Partial<FuelAssessment>), id: '66666666-6666-4666-8666-666666666666' });
        stored = [created, ...stored];
        return json(201, created);
      },
      [`PUT /admin/fuel-assessments/${JET.id}`]: (call: Call) => {
        stored = stored.map((a) => (a.id === JET.id ? { ...a, ...(call.body as Partial<FuelAssessment>) } : a));
        return json(200, stored.find((a) => a.id === JET.id));
      },
      [`DELETE /admin/fuel-assessments/${JET.id}`]: () => {
        stored = stored.filter((a) => a.id !== JET.id);
        return json(200, { success: true, message: 'Fuel price assessment deleted' });
      },
      ...extra,
    },
    admin,
  );
}

const renderPane = (url = '/portal-admin/fuel-prices') => renderAt(<AdminFuelPricesPane />, { path: '/portal-admin/*', url });
const historyTable = () => screen.findByRole('table', { name: /Fuel price assessments, newest day first/ });
const newForm = () => screen.getByRole('region', { name: 'New assessment' });

describe('Admin › Fuel Prices', { timeout: 20_000 }, () => {
  it('lists the history with who entered each, filtered by product in the URL', async () => {
    const { callsTo } = stubHistory();
    const { router } = renderPane();
    const rows = within(await historyTable()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Nov 25, 2026');
    expect(rows[0]).toHaveTextContent('Fujairah, UAE');
    expect(rows[0]).toHaveTextContent('$712.50');
    expect(rows[0]).toHaveTextContent('FOB barge, 10 ppm');
    expect(rows[0]).toHaveTextContent('desk@example.com');
    expect(screen.getByText('2 assessments')).toBeInTheDocument();

    await userEvent.setup().selectOptions(screen.getByLabelText('Filter by product'), 'Jet A1');
    await vi.waitFor(() => expect(within(screen.getByRole('table', { name: /newest day first/ })).getAllByRole('row')).toHaveLength(2));
    expect(callsTo('GET /admin/fuel-assessments').at(-1)!.query.get('product')).toBe('Jet A1');
    expect(router.state.location.search).toBe('?product=Jet+A1');
  });

  it('enters an assessment for today in Muscat by default, sends the shared schema’s body and shows it in the history', async () => {
    const { lastCallTo } = stubHistory();
    renderPane();
    await historyTable();
    const form = within(newForm());
    const user = userEvent.setup();
    expect(form.getByLabelText('Day (Muscat time)')).toHaveValue(muscatToday());
    await user.selectOptions(form.getByLabelText('Product'), 'Fuel Oil');
    await user.selectOptions(form.getByLabelText('Port'), 'Rotterdam');
    await user.type(form.getByLabelText('Price (USD per metric ton)'), '455.25');
    await user.type(form.getByLabelText('Basis or note'), 'RMG 380, FOB barge');
    await user.click(form.getByRole('button', { name: 'Save assessment' }));

    expect(await form.findByRole('status')).toHaveTextContent(`Saved: Fuel Oil at Rotterdam, Netherlands for`);
    expect(lastCallTo('POST /admin/fuel-assessments')!.body).toEqual({ product: 'Fuel Oil', port: 'Rotterdam', day: muscatToday(), price: 455.25, note: 'RMG 380, FOB barge' });
    // Ready for the next port: price and note cleared, the rest kept.
    expect(form.getByLabelText('Price (USD per metric ton)')).toHaveValue(null);
    expect(form.getByLabelText('Product')).toHaveValue('Fuel Oil');
    await vi.waitFor(async () => expect(within(await historyTable()).getAllByRole('row')).toHaveLength(4));
  });

  it('names what is wrong before sending anything: no price, a day in the future', async () => {
    const { callsTo } = stubHistory();
    renderPane();
    await historyTable();
    const form = within(newForm());
    const user = userEvent.setup();
    await user.click(form.getByRole('button', { name: 'Save assessment' }));
    expect(await form.findByText('Price is required')).toBeInTheDocument();
    expect(form.getByLabelText('Price (USD per metric ton)')).toHaveAttribute('aria-invalid', 'true');

    await user.type(form.getByLabelText('Price (USD per metric ton)'), '700');
    fireEvent.change(form.getByLabelText('Day (Muscat time)'), { target: { value: dayBefore(muscatToday(), -2) } });
    await user.click(form.getByRole('button', { name: 'Save assessment' }));
    expect(await form.findByText(FUEL_ASSESSMENT_TEXTS.dayInFuture)).toBeInTheDocument();
    expect(callsTo('POST /admin/fuel-assessments')).toHaveLength(0);
  });

  it("shows the server's refusal of a second assessment for the same day", async () => {
    const message = FUEL_ASSESSMENT_TEXTS.exists('EN590', 'Fujairah', '2026-11-25');
    stubHistory({ 'POST /admin/fuel-assessments': () => apiError(409, message, 'FUEL_ASSESSMENT_EXISTS') });
    renderPane();
    await historyTable();
    const form = within(newForm());
    const user = userEvent.setup();
    fireEvent.change(form.getByLabelText('Day (Muscat time)'), { target: { value: '2026-11-25' } });
    await user.type(form.getByLabelText('Price (USD per metric ton)'), '713');
    await user.click(form.getByRole('button', { name: 'Save assessment' }));
    expect(await form.findByRole('alert')).toHaveTextContent(message);
  });

  it('corrects an assessment in a dialog prefilled with it, then closes', async () => {
    const { lastCallTo } = stubHistory();
    renderPane();
    const user = userEvent.setup();
    await user.click(within(await historyTable()).getByRole('button', { name: 'Edit Jet A1 at Houston, USA for Nov 24, 2026' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit assessment' }));
    expect(dialog.getByLabelText('Product')).toHaveValue('Jet A1');
    expect(dialog.getByLabelText('Port')).toHaveValue('Houston');
    expect(dialog.getByLabelText('Day (Muscat time)')).toHaveValue('2026-11-24');
    const price = dialog.getByLabelText('Price (USD per metric ton)');
    expect(price).toHaveValue(801);
    await user.clear(price);
    await user.type(price, '805.5');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastCallTo(`PUT /admin/fuel-assessments/${JET.id}`)!.body).toEqual({ product: 'Jet A1', port: 'Houston', day: '2026-11-24', price: 805.5, note: null });
    expect(await within(await historyTable()).findByText('$805.50')).toBeInTheDocument();
  });

  it('deletes an assessment after asking', async () => {
    const { callsTo } = stubHistory();
    renderPane();
    const user = userEvent.setup();
    await user.click(within(await historyTable()).getByRole('button', { name: 'Delete Jet A1 at Houston, USA for Nov 24, 2026' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this assessment?' }));
    expect(dialog.getByText(/Jet A1 at Houston, USA for Nov 24, 2026: \$801.00\/MT/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(`DELETE /admin/fuel-assessments/${JET.id}`)).toHaveLength(1);
    await vi.waitFor(async () => expect(within(await historyTable()).getAllByRole('row')).toHaveLength(2));
  });

  it('says when there is nothing yet, and shows a failed load with Retry', async () => {
    stubApi({ 'GET /admin/fuel-assessments': () => json(200, list('assessments', [])) }, admin);
    renderPane();
    expect(await screen.findByText('No assessments yet')).toBeInTheDocument();
    vi.unstubAllGlobals();

    stubApi({ 'GET /admin/fuel-assessments': () => apiError(500, 'Down') }, admin);
    renderPane();
    expect(await screen.findByText('Failed to load the assessments')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
