import { ENTERPRISE_TEXTS, type ApiToken, type MarketPackage } from '@ctp/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type ApiCall } from '@/test/fetch-mock';
import { ApiTokensPanel } from './api-tokens-panel';

afterEach(() => vi.unstubAllGlobals());

const BASIC: MarketPackage = { package: 'basic', grantedTo: null, grantedAt: null, apiTokens: false, awaitingCompany: null };
const ENTERPRISE: MarketPackage = { package: 'enterprise', grantedTo: 'Gulf Bullion Buyers LLC', grantedAt: '2026-03-01T09:00:00.000Z', apiTokens: true, awaitingCompany: null };
const TOKENS = '/api/v1/users/me/api-tokens';
const SECRET = `ctp_${'S3cr3t-'.repeat(6)}x`;

const token = (overrides: Partial<ApiToken> = {}): ApiToken => ({
  id: '4f8a1c2e-0000-4000-8000-000000000001',
  name: 'Risk system',
  scopes: ['prices', 'orders'],
  hint: 'ctp_…a1b2',
  createdAt: '2026-03-02T10:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  ...overrides,
});

/** A server holding the caller's tokens: creating adds one (answering its secret once), revoking removes one. */
function server(plan: MarketPackage, tokens: ApiToken[] = []) {
  return stubFetch({
    'GET /api/v1/users/me/package': () => json(200, plan),
    [`GET ${TOKENS}`]: () => json(200, { tokens, max: 20 }),
    [`POST ${TOKENS}`]: (call: ApiCall) => {
      const body = call.body as { name: string; scopes: ApiToken['scopes'] };
      const created = token({ id: '4f8a1c2e-0000-4000-8000-000000000002', name: body.name, scopes: body.scopes, hint: `ctp_…${SECRET.slice(-4)}` });
      tokens.unshift(created);
      return json(201, { success: true, message: ENTERPRISE_TEXTS.tokenCreated, token: created, secret: SECRET });
    },
    [`DELETE ${TOKENS}/${token().id}`]: () => {
      tokens.splice(tokens.findIndex((t) => t.id === token().id), 1);
      return json(200, { success: true, message: ENTERPRISE_TEXTS.tokenRevoked });
    },
  });
}

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ApiTokensPanel />
    </QueryClientProvider>,
  );
}

describe('API tokens in Settings (issue 18)', () => {
  it('tells a Basic user that API access comes with Enterprise, and asks for no tokens', async () => {
    const { callsTo } = server(BASIC);
    renderPanel();
    expect(await screen.findByText(/API access comes with the Enterprise package/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create token' })).not.toBeInTheDocument();
    expect(callsTo(`GET ${TOKENS}`)).toEqual([]);
  });

  it('creates a token with the chosen scopes and expiry, and shows its secret only once', async () => {
    const { callsTo } = server(ENTERPRISE);
    renderPanel();
    const user = userEvent.setup();
    expect(await screen.findByText('No API tokens yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create an API token' }));
    await user.type(dialog.getByRole('textbox', { name: /Name/ }), 'ERP');
    await user.click(dialog.getByRole('checkbox', { name: /Deals/ }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Expires after' }), '30');
    await user.click(dialog.getByRole('button', { name: 'Create token' }));

    const shown = within(await screen.findByRole('dialog', { name: 'Your new API token' }));
    expect(callsTo(`POST ${TOKENS}`).map((call) => call.body)).toEqual([{ name: 'ERP', scopes: ['prices', 'deals'], expiresInDays: 30 }]);
    expect(shown.getByRole('textbox', { name: 'API token' })).toHaveValue(SECRET);
    expect(shown.getByRole('alert')).toHaveTextContent('Copy it now: it is not shown again.');
    await user.click(shown.getByRole('button', { name: 'Copy token' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await shown.findByText('Copied to the clipboard.')).toBeInTheDocument();

    await user.click(shown.getByRole('button', { name: 'I have copied it' }));
    const list = within(await screen.findByRole('list', { name: 'Your API tokens' }));
    expect(list.getByText('ERP')).toBeInTheDocument();
    expect(list.getByText('Scopes: Prices, Deals')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);

    // Opened again, the dialog starts from the form: the secret is gone for good.
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('dialog', { name: 'Create an API token' })).toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it('asks for a name and at least one scope before sending anything', async () => {
    const { callsTo } = server(ENTERPRISE);
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create an API token' }));
    await user.click(dialog.getByRole('checkbox', { name: /Prices/ }));
    await user.click(dialog.getByRole('button', { name: 'Create token' }));
    expect(await dialog.findByText('Name is required')).toBeInTheDocument();
    expect(dialog.getByRole('alert')).toHaveTextContent('Choose at least one scope');
    expect(callsTo(`POST ${TOKENS}`)).toEqual([]);
  });

  it('lists tokens with when they were last used, and revokes one after confirming', async () => {
    const { callsTo } = server(ENTERPRISE, [token({ lastUsedAt: '2026-03-05T08:30:00.000Z', expiresAt: '2027-03-02T10:00:00.000Z' })]);
    renderPanel();
    const user = userEvent.setup();
    const list = within(await screen.findByRole('list', { name: 'Your API tokens' }));
    expect(list.getByText('ctp_…a1b2')).toBeInTheDocument();
    expect(list.getByText(/Last used Mar 5, 2026/)).toBeInTheDocument();
    expect(list.getByText(/Expires Mar 2, 2027/)).toBeInTheDocument();

    await user.click(list.getByRole('button', { name: 'Revoke Risk system' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Revoke Risk system?' }));
    await user.click(confirm.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No API tokens yet.')).toBeInTheDocument();
    expect(callsTo(`DELETE ${TOKENS}/${token().id}`)).toHaveLength(1);
  });
});
