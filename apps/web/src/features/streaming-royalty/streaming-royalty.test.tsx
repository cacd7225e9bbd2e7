import { CONTENT_TEXTS } from '@ctp/domain/content';
import { PORTAL_INQUIRY_TEXTS } from '@ctp/domain/inquiries';
import { INVESTMENT_TEXTS } from '@ctp/domain/investments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { apiError, json, stubFetch, type ApiCall } from '@/test/fetch-mock';
import { makeUser, stubApi } from '@/test/portal-test-kit';
import { renderAt } from '@/test/render';
import { StreamingRoyaltyPane } from './streaming-royalty-pane';
import { inquiry, listOf, opportunity, project, summaryOf } from './test/investments';

afterEach(() => vi.unstubAllGlobals());

function renderPane() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <StreamingRoyaltyPane />
    </QueryClientProvider>,
  );
}

const O = opportunity();
const P = project();

/** The investments API with one opportunity and one project; the user's requests grow as they send them. */
function server(options: { mine?: ReturnType<typeof inquiry>[] } = {}) {
  const mine = [...(options.mine ?? [])];
  const routes = {
    'GET /api/v1/investments/opportunities': () => json(200, listOf('opportunities', [summaryOf(O)])),
    'GET /api/v1/investments/projects': () => json(200, listOf('projects', [summaryOf(P)])),
    [`GET /api/v1/investments/opportunities/${O.id}`]: () => json(200, O),
    [`GET /api/v1/investments/projects/${P.id}`]: () => json(200, P),
    'GET /api/v1/inquiries/mine': () => json(200, { inquiries: mine, total: mine.length, page: 1, totalPages: mine.length ? 1 : 0 }),
    'POST /api/v1/inquiries/portal': (call: ApiCall) => {
      const body = call.body as { kind: 'express-interest' | 'proposal' | 'information-package'; targetId: string; amount?: number; message?: string };
      const created = inquiry({
        id: `00000000-0000-4000-8000-00000000000${mine.length + 1}`,
        kind: body.kind,
        targetId: body.targetId,
        targetType: body.kind === 'proposal' ? 'project' : 'opportunity',
        amount: body.amount ?? null,
        subject: body.kind === 'proposal' ? `Proposal: ${P.name}` : `Express interest: ${O.title}`,
        createdAt: '2026-03-11T10:00:00.000Z',
      });
      mine.unshift(created);
      return json(201, { success: true, message: PORTAL_INQUIRY_TEXTS.received[body.kind], created: true, inquiry: created });
    },
  };
  return stubFetch(routes);
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Streaming & Royalty tab', () => {
  it('shows the opportunities and projects the server lists, with their figures', async () => {
    server();
    renderPane();

    const o = within(await screen.findByRole('article', { name: O.title }));
    expect(o.getByText('$2.5M')).toBeInTheDocument();
    expect(o.getByText('11–14% p.a.')).toBeInTheDocument();
    expect(o.getByText('10 years')).toBeInTheDocument();
    expect(o.getByText('Medium risk')).toBeInTheDocument();
    expect(o.getByText('Production')).toBeInTheDocument();
    expect(o.getByText('Facility $85M')).toBeInTheDocument();

    const p = within(card(P.name));
    expect(p.getByText('$24M')).toBeInTheDocument();
    expect(p.getByText('4.2 Mt ore (Proven and Probable)')).toBeInTheDocument();
    expect(p.getByText('14 years')).toBeInTheDocument();
    expect(p.getByText('31%')).toBeInTheDocument();
    expect(p.getByText('Stage 4 of 5: Development')).toBeInTheDocument();

    expect(screen.getByText('From $1M')).toBeInTheDocument();
    expect(screen.getByText('$5M – $500M')).toBeInTheDocument();
    expect(screen.getByText('1 opportunity and 1 project seeking capital.')).toBeInTheDocument();
    expect(await screen.findByText('You have not expressed interest in an opportunity or sent a proposal yet.')).toBeInTheDocument();
  });

  it("opens an opportunity's details from the server, and asks for its information package", async () => {
    const { callsTo } = server();
    renderPane();
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('article', { name: O.title })).getByRole('button', { name: 'View Details' }));

    const dialog = await screen.findByRole('dialog', { name: O.title });
    expect(await within(dialog).findByText('Ashanti Ridge has poured more than 420,000 ounces.')).toBeInTheDocument();
    expect(within(dialog).getByText('Stream holders receive 6% of payable gold.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ongoing payment: 20% of spot gold on delivery')).toBeInTheDocument();
    expect(within(dialog).getByText('$2,500,000')).toBeInTheDocument();
    expect(within(dialog).getByText('$85,000,000')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/lorem|placeholder/i);

    await user.click(within(dialog).getByRole('button', { name: 'Request Information Package' }));
    expect(await within(dialog).findByText(/Information package requested/)).toBeInTheDocument();
    expect(callsTo('POST /api/v1/inquiries/portal').map((c) => c.body)).toEqual([
      { kind: 'information-package', targetType: 'opportunity', targetId: O.id },
    ]);
  });

  it('sends an expression of interest with the amount and message, confirms it, and lists it', async () => {
    const { callsTo } = server();
    renderPane();
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('article', { name: O.title })).getByRole('button', { name: 'Express Interest' }));

    const dialog = await screen.findByRole('dialog', { name: `Express Interest: ${O.title}` });
    const amount = within(dialog).getByLabelText('Intended investment (USD)');
    expect(amount).toHaveValue(2_500_000);

    // Below the opportunity's minimum: the shared rule answers before any call.
    await user.clear(amount);
    await user.type(amount, '2000000');
    await user.click(within(dialog).getByRole('button', { name: 'Send Expression of Interest' }));
    expect(await within(dialog).findByText(PORTAL_INQUIRY_TEXTS.belowOpportunityMinimum(2_500_000))).toBeInTheDocument();
    expect(callsTo('POST /api/v1/inquiries/portal')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: '$5,000,000' }));
    await user.type(within(dialog).getByLabelText('Message to our investment team'), 'Call me on Thursday.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Expression of Interest' }));

    expect(await within(dialog).findByText(PORTAL_INQUIRY_TEXTS.received['express-interest'])).toBeInTheDocument();
    expect(callsTo('POST /api/v1/inquiries/portal').map((c) => c.body)).toEqual([
      { kind: 'express-interest', targetId: O.id, amount: 5_000_000, message: 'Call me on Thursday.' },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const requests = screen.getByRole('region', { name: 'Your Interests & Proposals' });
    expect(await within(requests).findByText(`Express interest: ${O.title}`)).toBeInTheDocument();
    expect(within(requests).getByText('$5,000,000')).toBeInTheDocument();
    expect(within(card(O.title)).getByText(/Interest sent/)).toBeInTheDocument();
  });

  it('asks a proposal for its description and keeps it within what the project seeks', async () => {
    const { callsTo } = server();
    renderPane();
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('article', { name: P.name })).getByRole('button', { name: 'Submit Proposal' }));

    const dialog = await screen.findByRole('dialog', { name: `Submit Proposal: ${P.name}` });
    const amount = within(dialog).getByLabelText('Capital offered (USD)');
    await user.type(amount, '30000000');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Proposal' }));
    expect(await within(dialog).findByText(PORTAL_INQUIRY_TEXTS.aboveSeekingAmount(24_000_000))).toBeInTheDocument();
    expect(within(dialog).getByText(PORTAL_INQUIRY_TEXTS.proposalRequired)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '$12,000,000' }));
    await user.type(within(dialog).getByLabelText('Your proposal'), 'Half the raise as a 2% NSR royalty.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Proposal' }));
    expect(await within(dialog).findByText(PORTAL_INQUIRY_TEXTS.received.proposal)).toBeInTheDocument();
    expect(callsTo('POST /api/v1/inquiries/portal').map((c) => c.body)).toEqual([
      { kind: 'proposal', targetId: P.id, amount: 12_000_000, message: 'Half the raise as a 2% NSR royalty.' },
    ]);
  });

  it("shows the server's message when a request is refused, and keeps what was typed", async () => {
    stubFetch({
      'GET /api/v1/investments/opportunities': () => json(200, listOf('opportunities', [summaryOf(O)])),
      'GET /api/v1/investments/projects': () => json(200, listOf('projects', [])),
      'GET /api/v1/inquiries/mine': () => json(200, { inquiries: [], total: 0, page: 1, totalPages: 0 }),
      'POST /api/v1/inquiries/portal': () => apiError(404, 'Investment opportunity not found', 'NOT_FOUND'),
    });
    renderPane();
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('article', { name: O.title })).getByRole('button', { name: 'Express Interest' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send Expression of Interest' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Investment opportunity not found');
    expect(within(dialog).getByLabelText('Intended investment (USD)')).toHaveValue(2_500_000);
    expect(await screen.findByText('No projects are seeking capital right now')).toBeInTheDocument();
  });

  it('marks what the user already asked for', async () => {
    server({
      mine: [
        inquiry({ kind: 'proposal', targetType: 'project', targetId: P.id, subject: `Proposal: ${P.name}`, amount: 10_000_000 }),
        inquiry({ id: 'a1', kind: 'information-package', targetType: 'project', targetId: P.id, subject: `Information package: ${P.name}`, amount: null }),
      ],
    });
    renderPane();
    const user = userEvent.setup();
    expect(await within(await screen.findByRole('article', { name: P.name })).findByText(/Proposal sent Mar 11, 2026 · \$10M/)).toBeInTheDocument();
    await user.click(within(card(P.name)).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: P.name });
    expect(within(dialog).getByText(/Information package requested Mar 11, 2026/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Request Information Package' })).not.toBeInTheDocument();
    expect(await within(dialog).findByText('Gravity concentrator: $14M')).toBeInTheDocument();
  });

  it("says 'Failed to load investment opportunities' with Retry when the list fails", async () => {
    let fail = true;
    stubFetch({
      'GET /api/v1/investments/opportunities': () => (fail ? apiError(500, '') : json(200, listOf('opportunities', [summaryOf(O)]))),
      'GET /api/v1/investments/projects': () => json(200, listOf('projects', [summaryOf(P)])),
      'GET /api/v1/inquiries/mine': () => json(200, { inquiries: [], total: 0, page: 1, totalPages: 0 }),
    });
    renderPane();
    expect(await screen.findByText('Failed to load investment opportunities')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: O.title })).toBeInTheDocument();
  });
});

describe('examples and empty lists (issue 18)', () => {
  afterEach(() => setSession(null));

  it('labels an example as fictional and offers no request about it, in its card and its dialog', async () => {
    const example = { ...O, example: true };
    const exampleProject = { ...P, example: true };
    const { callsTo } = stubFetch({
      'GET /api/v1/investments/opportunities': () => json(200, listOf('opportunities', [summaryOf(example)])),
      'GET /api/v1/investments/projects': () => json(200, listOf('projects', [summaryOf(exampleProject)])),
      [`GET /api/v1/investments/opportunities/${O.id}`]: () => json(200, example),
      'GET /api/v1/inquiries/mine': () => json(200, { inquiries: [], total: 0, page: 1, totalPages: 0 }),
    });
    renderPane();
    const o = within(await screen.findByRole('article', { name: O.title }));
    expect(o.getByText('Example · fictional data')).toHaveAttribute('title', 'Example: fictional data for demonstration');
    const interest = o.getByRole('button', { name: 'Express Interest' });
    expect(interest).toBeDisabled();
    expect(interest).toHaveAccessibleDescription(`${O.title} ${CONTENT_TEXTS.exampleTakesNoInquiries}`);
    expect(within(card(P.name)).getByRole('button', { name: 'Submit Proposal' })).toBeDisabled();
    // The count of what is open says how much of it is fictional.
    expect(screen.getByText('1 opportunity and 1 project seeking capital. Of these, 2 are examples with fictional data.')).toBeInTheDocument();

    await userEvent.setup().click(o.getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: O.title });
    expect(within(dialog).getByText('Example · fictional data')).toBeInTheDocument();
    expect(within(dialog).getByText(CONTENT_TEXTS.exampleTakesNoInquiries)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Express Interest' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Request Information Package' })).toBeNull();
    expect(callsTo('POST /api/v1/inquiries/portal')).toHaveLength(0);
  });

  it('tells an administrator where content is added when a list is empty, and others only that it is empty', async () => {
    const empty = {
      'GET /api/v1/investments/opportunities': () => json(200, listOf('opportunities', [])),
      'GET /api/v1/investments/projects': () => json(200, listOf('projects', [])),
      'GET /api/v1/inquiries/mine': () => json(200, { inquiries: [], total: 0, page: 1, totalPages: 0 }),
    };
    stubApi(empty, makeUser({ role: 'admin' }));
    const { unmount } = renderAt(<StreamingRoyaltyPane />, { path: '/portal-trader/*', url: '/portal-trader/streaming-royalty' });
    expect(await screen.findByText(INVESTMENT_TEXTS.noOpportunities)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'The desk publishes opportunities in Admin › Content.' })).toHaveAttribute('href', '/portal-admin/content');
    expect(screen.getByRole('link', { name: 'The desk publishes projects in Admin › Content.' })).toBeInTheDocument();
    unmount();
    setSession(null);

    stubApi(empty, makeUser({ role: 'trader' }));
    renderAt(<StreamingRoyaltyPane />, { path: '/portal-trader/*', url: '/portal-trader/streaming-royalty' });
    expect(await screen.findByText(INVESTMENT_TEXTS.noProjects)).toBeInTheDocument();
    expect(screen.getByText('The desk publishes projects in Admin › Content.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Admin › Content/ })).toBeNull();
  });
});
