import type { AdminMarketAlert, AdminOpportunity } from '@ctp/domain/content';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { apiError, json, makeUser, stubApi, type Call } from '@/test/portal-test-kit';
import { renderAt } from '@/test/render';
import { AdminContentPane } from './admin-content-pane';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Typing into forms key by key takes seconds on a busy machine. */
const SLOW = { timeout: 30_000 };

const admin = makeUser({ id: 'admin-1', role: 'admin', email: 'admin@example.com', firstName: 'Layla' });
const NOW = '2026-12-01T08:00:00.000Z';

function alert(overrides: Partial<AdminMarketAlert> = {}): AdminMarketAlert {
  return {
    id: 'alert-1',
    title: 'Strait of Hormuz: war-risk premiums jump',
    summary: 'War-risk cover for tankers rose after a vessel was detained.',
    region: 'Middle East',
    impact: 'High',
    commodities: ['Crude Oil'],
    example: true,
    contentStatus: 'published',
    createdAt: NOW,
    updatedAt: NOW,
    publishedAt: NOW,
    ...overrides,
  };
}

function opportunity(overrides: Partial<AdminOpportunity> = {}): AdminOpportunity {
  return {
    id: '6f1d2c3b-4a5e-4f60-8a71-92b3c4d5e6f7',
    title: 'Ashanti Ridge Gold Stream',
    structure: 'Streaming',
    commodity: 'Gold',
    region: 'Ashanti Belt, Ghana',
    operator: 'Ashanti Ridge Mining Ltd',
    minInvestment: 2_500_000,
    facilitySize: 85_000_000,
    expectedReturn: { min: 11, max: 14 },
    termMonths: 120,
    status: 'Production',
    riskLevel: 'Medium',
    summary: 'A stream on 6% of payable gold from an open-pit mine in production.',
    details: 'Ashanti Ridge has poured more than 420,000 ounces.\n\nStream holders receive 6% of payable gold.',
    keyTerms: ['Ongoing payment: 20% of spot gold on delivery', 'Monthly delivery to an LBMA-accredited refinery'],
    example: false,
    contentStatus: 'published',
    createdAt: NOW,
    updatedAt: NOW,
    publishedAt: NOW,
    ...overrides,
  };
}

const listOf = <T,>(items: T[]) => ({ items, total: items.length, page: 1, totalPages: items.length ? 1 : 0 });

/** The desk's content API over an in-memory list of alerts; opportunities and projects start as given. */
function server({ alerts = [alert()], opportunities = [] as AdminOpportunity[] } = {}) {
  const stored = [...alerts];
  const find = (call: Call) => stored.find((a) => call.path.includes(a.id))!;
  return stubApi(
    {
      'GET /admin/content/alerts': (call) => json(200, listOf(call.query.get('status') ? stored.filter((a) => a.contentStatus === call.query.get('status')) : stored)),
      'GET /admin/content/opportunities': () => json(200, listOf(opportunities)),
      'GET /admin/content/projects': () => json(200, listOf([])),
      'POST /admin/content/projects': (call) =>
        json(201, { ...(call.body as object), id: 'project-1', example: false, contentStatus: 'draft', createdAt: NOW, updatedAt: NOW, publishedAt: null }),
      'POST /admin/content/alerts': (call) => {
        const created = alert({ ...(call.body as object), id: 'alert-2', example: false, contentStatus: 'draft', publishedAt: null });
        stored.unshift(created);
        return json(201, created);
      },
      'POST /admin/content/alerts/alert-2/publish': (call) => {
        Object.assign(find(call), { contentStatus: 'published', publishedAt: NOW });
        return json(200, find(call));
      },
      'POST /admin/content/alerts/alert-1/unpublish': () => apiError(409, 'This item is not published', 'CONTENT_NOT_PUBLISHED'),
      'DELETE /admin/content/alerts/alert-1': () => {
        stored.splice(0, stored.length, ...stored.filter((a) => a.id !== 'alert-1'));
        return json(200, { success: true, message: 'Deleted' });
      },
      [`PUT /admin/content/opportunities/${opportunities[0]?.id}`]: (call) => json(200, { ...opportunities[0], ...(call.body as object) }),
    },
    admin,
  );
}

const renderContent = (url = '/portal-admin/content') => renderAt(<AdminContentPane />, { path: '/portal-admin/*', url });
const table = () => screen.findByRole('table', { name: 'Content items' });
const rowOf = async (name: RegExp | string) => (await within(await table()).findByRole('rowheader', { name })).closest('tr')!;

/** The form of a new alert, opened once the list has loaded. */
async function openNewAlert(user: UserEvent) {
  await table();
  await user.click(screen.getByRole('button', { name: 'New Alert' }));
  return screen.findByRole('dialog', { name: 'New Market Alert' });
}

describe('the desk’s Content tab', SLOW, () => {
  it('lists each kind with its status and the Example label, one tab per kind with its count', async () => {
    const { callsTo } = server({ opportunities: [opportunity({ contentStatus: 'draft', publishedAt: null })] });
    const { router } = renderContent();
    const row = await rowOf(/Strait of Hormuz/);
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(row).getByText('Example · fictional data')).toHaveAttribute('title', 'Example: fictional data for demonstration');
    expect(within(row).getByRole('button', { name: 'Unpublish Strait of Hormuz: war-risk premiums jump' })).toBeEnabled();

    const user = userEvent.setup();
    const tabs = screen.getByRole('tablist', { name: 'Kinds of content' });
    expect(within(tabs).getByRole('tab', { name: 'Opportunities 1' })).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: /Opportunities/ }));
    const draft = await rowOf(/Ashanti Ridge/);
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByText('Never')).toBeInTheDocument();
    expect(within(draft).queryByText('Example · fictional data')).toBeNull();
    expect(router.state.location.search).toBe('?kind=opportunities');
    expect(callsTo('GET /admin/content/opportunities').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'New Opportunity' })).toBeInTheDocument();
  });

  it('writes a new alert as a draft, then publishes it', async () => {
    const { callsTo } = server();
    renderContent();
    const user = userEvent.setup();
    const dialog = await openNewAlert(user);
    await user.type(within(dialog).getByLabelText(/^Title/), 'Fujairah bunker premiums firm');
    await user.type(within(dialog).getByLabelText(/^Summary/), 'Stocks fell to a six-week low.');
    await user.type(within(dialog).getByLabelText(/^Region/), 'Middle East');
    await user.selectOptions(within(dialog).getByLabelText(/^Impact/), 'Medium');
    await user.type(within(dialog).getByLabelText(/^Commodities affected/), 'Fuel Oil{Enter}{Enter}EN590');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('“Fujairah bunker premiums firm” was saved as a draft.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('POST /admin/content/alerts')[0]!.body).toEqual({
      title: 'Fujairah bunker premiums firm',
      summary: 'Stocks fell to a six-week low.',
      region: 'Middle East',
      impact: 'Medium',
      commodities: ['Fuel Oil', 'EN590'],
    });
    const draft = await rowOf(/Fujairah bunker/);
    expect(await within(draft).findByText('Draft')).toBeInTheDocument();

    await user.click(within(draft).getByRole('button', { name: 'Publish Fujairah bunker premiums firm' }));
    expect(await screen.findByText('“Fujairah bunker premiums firm” is published: traders and sellers see it now.')).toBeInTheDocument();
    expect(callsTo('POST /admin/content/alerts/alert-2/publish')).toHaveLength(1);
    expect(await within(await rowOf(/Fujairah bunker/)).findByText('Published')).toBeInTheDocument();
  });

  it('says what is wrong with each field, as the server would, and sends nothing', async () => {
    const { callsTo } = server();
    renderContent();
    const user = userEvent.setup();
    const dialog = await openNewAlert(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Name at least one commodity')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('POST /admin/content/alerts')).toHaveLength(0);
  });

  it('edits an opportunity in a form filled from it, and sends the whole item', async () => {
    const stream = opportunity();
    const { callsTo } = server({ opportunities: [stream] });
    renderContent('/portal-admin/content?kind=opportunities');
    const user = userEvent.setup();
    await user.click(within(await rowOf(/Ashanti Ridge/)).getByRole('button', { name: `Edit ${stream.title}` }));
    const dialog = await screen.findByRole('dialog', { name: `Edit “${stream.title}”` });
    expect(within(dialog).getByLabelText(/^Minimum investment/)).toHaveValue(2_500_000);
    expect(within(dialog).getByLabelText(/^Key terms/)).toHaveValue(stream.keyTerms.join('\n'));
    const facility = within(dialog).getByLabelText(/^Facility size/);
    await user.clear(facility);
    await user.selectOptions(within(dialog).getByLabelText(/^Risk level/), 'High');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(`“${stream.title}” was saved.`)).toBeInTheDocument();
    const { id: _id, publishedAt: _p, example: _e, contentStatus: _s, createdAt: _c, updatedAt: _u, ...fields } = stream;
    expect(callsTo(`PUT /admin/content/opportunities/${stream.id}`)[0]!.body).toEqual({ ...fields, facilitySize: null, riskLevel: 'High' });
  });

  it('writes a new project, the figures left blank sent as not known', async () => {
    const { callsTo } = server();
    renderContent('/portal-admin/content?kind=projects');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Project' });
    const fill = async (label: RegExp, value: string) => user.type(within(dialog).getByLabelText(label), value);
    await fill(/^Name/, 'Duqm Chromite Project');
    await fill(/^Commodity/, 'Chromite');
    await fill(/^Region/, 'Al Wusta, Oman');
    await fill(/^Developer/, 'Wusta Minerals LLC');
    await user.selectOptions(within(dialog).getByLabelText(/^Stage/), 'Development');
    await fill(/^Seeking/, '24000000');
    await fill(/^Reserves/, '4.2 Mt ore');
    await fill(/^Grade/, '38% Cr2O3');
    await fill(/^Mine life/, '14');
    await fill(/^IRR/, '31.5');
    await fill(/^Summary/, 'A chromite mine near the Port of Duqm.');
    await fill(/^Description/, 'The capital sought completes the budget.');
    await fill(/^Use of funds/, 'Gravity concentrator{Enter}Port storage');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('“Duqm Chromite Project” was saved as a draft.')).toBeInTheDocument();
    expect(callsTo('POST /admin/content/projects')[0]!.body).toEqual({
      name: 'Duqm Chromite Project',
      commodity: 'Chromite',
      region: 'Al Wusta, Oman',
      developer: 'Wusta Minerals LLC',
      stage: 'Development',
      seekingAmount: 24_000_000,
      metrics: { reserves: '4.2 Mt ore', grade: '38% Cr2O3', mineLifeYears: 14, irrPercent: 31.5, npv: null, initialCapex: null, annualProduction: null },
      summary: 'A chromite mine near the Port of Duqm.',
      details: 'The capital sought completes the budget.',
      useOfFunds: ['Gravity concentrator', 'Port storage'],
    });
  });

  it('previews an item the way the portal shows it, Example label included', async () => {
    server();
    renderContent();
    const user = userEvent.setup();
    await user.click(within(await rowOf(/Strait of Hormuz/)).getByRole('button', { name: 'Preview Strait of Hormuz: war-risk premiums jump' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview: Strait of Hormuz: war-risk premiums jump' });
    const item = within(within(dialog).getByRole('article', { name: 'Strait of Hormuz: war-risk premiums jump' }));
    expect(item.getByText('High impact')).toBeInTheDocument();
    expect(item.getByText('Example · fictional data')).toBeInTheDocument();
    expect(item.getByText('Crude Oil')).toBeInTheDocument();
  });

  it('asks before deleting, and shows a refused change', async () => {
    const { callsTo } = server();
    renderContent();
    const user = userEvent.setup();
    const row = await rowOf(/Strait of Hormuz/);

    await user.click(within(row).getByRole('button', { name: 'Unpublish Strait of Hormuz: war-risk premiums jump' }));
    expect(await screen.findByText('This item is not published')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Delete Strait of Hormuz: war-risk premiums jump' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Strait of Hormuz: war-risk premiums jump”?' });
    expect(callsTo('DELETE /admin/content/alerts/alert-1')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Strait of Hormuz: war-risk premiums jump” was deleted.')).toBeInTheDocument();
    expect(callsTo('DELETE /admin/content/alerts/alert-1')).toHaveLength(1);
    expect(await screen.findByText('No market alerts yet')).toBeInTheDocument();
  });
});
