import { ENTERPRISE_TEXTS, type EnterpriseCompany, type EnterpriseCompanyUser, type EnterpriseMember } from '@ctp/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubFetch, type ApiCall } from '@/test/fetch-mock';
import { EnterpriseCompaniesPanel } from './components/enterprise-companies-panel';

afterEach(() => vi.unstubAllGlobals());

const GRANT_ID = '9b2d7c10-0000-4000-8000-000000000001';
const amira: EnterpriseCompanyUser = { id: 'a0000000-0000-4000-8000-000000000001', firstName: 'Amira', lastName: 'Haddad', email: 'amira@gulf.example', role: 'trader' };
const nadia: EnterpriseCompanyUser = { id: 'a0000000-0000-4000-8000-000000000002', firstName: 'Nadia', lastName: 'Saleh', email: 'nadia@gulf.example', role: 'seller' };
const omar: EnterpriseCompanyUser = { id: 'a0000000-0000-4000-8000-000000000003', firstName: 'Omar', lastName: 'Farsi', email: 'omar@gulf.example', role: 'trader' };
const asMember = (user: EnterpriseCompanyUser, leftCompany = false): EnterpriseMember => ({
  ...user,
  addedAt: '2026-03-01T09:00:00.000Z',
  addedBy: 'desk@example.com',
  leftCompany,
});

/** Four users: one member, one member who left, two awaiting the desk. */
const granted = (): EnterpriseCompany => ({
  companyName: 'Gulf Bullion Buyers LLC',
  userCount: 3,
  grant: { id: GRANT_ID, companyName: 'Gulf Bullion Buyers LLC', grantedAt: '2026-03-01T09:00:00.000Z', grantedBy: 'desk@example.com' },
  members: [asMember(amira), asMember({ ...amira, id: 'a0000000-0000-4000-8000-000000000004', firstName: 'Rami' }, true)],
  awaiting: [nadia, omar],
});
const basic = (): EnterpriseCompany => ({ companyName: 'Andes Refining SA', userCount: 2, grant: null, members: [], awaiting: [] });

const membersPath = `/admin/enterprise/grants/${GRANT_ID}/members`;

/** The desk's companies, changed by grants, revocations and membership changes as the server would. */
function server(companies: EnterpriseCompany[], overrides: Record<string, (call: ApiCall) => Response> = {}) {
  const gulf = () => companies.find((c) => c.grant?.id === GRANT_ID)!;
  return stubFetch({
    'GET /admin/enterprise/companies': () => json(200, { success: true, message: 'ok', companies, total: companies.length, page: 1, totalPages: 1 }),
    'POST /admin/enterprise/grants': (call) => {
      const { companyName } = call.body as { companyName: string };
      const grant = { id: '9b2d7c10-0000-4000-8000-000000000002', companyName, grantedAt: '2026-03-11T09:00:00.000Z', grantedBy: 'desk@example.com' };
      companies.find((c) => c.companyName === companyName)!.grant = grant;
      return json(201, { success: true, message: ENTERPRISE_TEXTS.granted, grant });
    },
    [`DELETE /admin/enterprise/grants/${GRANT_ID}`]: () => {
      Object.assign(gulf(), { grant: null, members: [], awaiting: [] });
      return json(200, { success: true, message: ENTERPRISE_TEXTS.revoked, tokensRevoked: 3 });
    },
    [`POST ${membersPath}`]: (call) => {
      const { userIds } = call.body as { userIds: string[] };
      const company = gulf();
      company.members.push(...company.awaiting.filter((user) => userIds.includes(user.id)).map((user) => asMember(user)));
      company.awaiting = company.awaiting.filter((user) => !userIds.includes(user.id));
      return json(200, { success: true, message: ENTERPRISE_TEXTS.membersAdded, added: userIds.length });
    },
    [`DELETE ${membersPath}/${amira.id}`]: () => {
      const company = gulf();
      company.members = company.members.filter((member) => member.id !== amira.id);
      company.awaiting.unshift(amira);
      return json(200, { success: true, message: ENTERPRISE_TEXTS.memberRemoved, tokensRevoked: 2 });
    },
    ...overrides,
  });
}

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <EnterpriseCompaniesPanel />
    </QueryClientProvider>,
  );
}

const rowOf = async (name: string) => within((await screen.findByRole('rowheader', { name })).closest('tr')!);

/** Opens a granted company's members and answers the two lists: members, and users awaiting confirmation. */
async function openMembers(user: ReturnType<typeof userEvent.setup>) {
  const toggle = (await rowOf('Gulf Bullion Buyers LLC')).getByRole('button', { name: 'Members of Gulf Bullion Buyers LLC' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return {
    members: () => within(screen.getByRole('region', { name: 'Members' })),
    awaiting: () => within(screen.getByRole('region', { name: 'Awaiting confirmation' })),
  };
}

describe('Enterprise companies in User Management (issue 18)', () => {
  it('lists each company with its users and plan', async () => {
    server([granted(), basic()]);
    renderPanel();
    const gulf = await rowOf('Gulf Bullion Buyers LLC');
    expect(gulf.getByText('3')).toBeInTheDocument();
    expect(gulf.getByText('Enterprise since Mar 1, 2026')).toBeInTheDocument();
    expect(gulf.getByText('Granted by desk@example.com')).toBeInTheDocument();
    expect(gulf.getByText('Members: 2, awaiting confirmation: 2')).toBeInTheDocument();
    const andes = await rowOf('Andes Refining SA');
    expect(andes.getByText('Basic')).toBeInTheDocument();
    expect(andes.getByRole('button', { name: 'Grant Enterprise to Andes Refining SA' })).toBeInTheDocument();
  });

  it('grants Enterprise after confirming, and says so', async () => {
    const { callsTo } = server([granted(), basic()]);
    renderPanel();
    const user = userEvent.setup();
    await user.click((await rowOf('Andes Refining SA')).getByRole('button', { name: 'Grant Enterprise to Andes Refining SA' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Grant Enterprise to Andes Refining SA?' }));
    expect(dialog.getByText(/Users of this company: 2\./)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Grant Enterprise' }));

    expect(await screen.findByText(ENTERPRISE_TEXTS.granted)).toBeInTheDocument();
    expect(callsTo('POST /admin/enterprise/grants').map((call) => call.body)).toEqual([{ companyName: 'Andes Refining SA' }]);
    expect(await (await rowOf('Andes Refining SA')).findByText('Enterprise since Mar 11, 2026')).toBeInTheDocument();
  });

  it('revokes Enterprise after a warning about the API tokens, and says so', async () => {
    const { callsTo } = server([granted(), basic()]);
    renderPanel();
    const user = userEvent.setup();
    await user.click((await rowOf('Gulf Bullion Buyers LLC')).getByRole('button', { name: 'Revoke Enterprise from Gulf Bullion Buyers LLC' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke Enterprise from Gulf Bullion Buyers LLC?' }));
    expect(dialog.getByText(/every API token they hold stops working at once/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Revoke Enterprise' }));

    expect(await screen.findByText(ENTERPRISE_TEXTS.revoked)).toBeInTheDocument();
    expect(callsTo(`DELETE /admin/enterprise/grants/${GRANT_ID}`)).toHaveLength(1);
    expect(await (await rowOf('Gulf Bullion Buyers LLC')).findByRole('button', { name: 'Grant Enterprise to Gulf Bullion Buyers LLC' })).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    server([basic()], {
      'POST /admin/enterprise/grants': () => apiError(409, ENTERPRISE_TEXTS.alreadyGranted, 'ENTERPRISE_ALREADY_GRANTED'),
    });
    renderPanel();
    const user = userEvent.setup();
    await user.click((await rowOf('Andes Refining SA')).getByRole('button', { name: 'Grant Enterprise to Andes Refining SA' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Grant Enterprise to Andes Refining SA?' }));
    await user.click(dialog.getByRole('button', { name: 'Grant Enterprise' }));
    expect(await dialog.findByText(ENTERPRISE_TEXTS.alreadyGranted)).toBeInTheDocument();
  });

  it('shows a granted company’s members, with those who left the company, and the users awaiting confirmation', async () => {
    server([granted(), basic()]);
    renderPanel();
    const { members, awaiting } = await openMembers(userEvent.setup());
    expect(members().getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Amira Haddad.*amira@gulf\.example.*Added on Mar 1, 2026 by desk@example\.com/),
      expect.stringMatching(/^Rami Haddad.*Left the company/),
    ]);
    expect(awaiting().getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Nadia Saleh.*Seller.*nadia@gulf\.example/),
      expect.stringMatching(/^Omar Farsi/),
    ]);
    expect(awaiting().getByText(/they have no Enterprise until you add them/)).toBeInTheDocument();
    expect((await rowOf('Andes Refining SA')).queryByRole('button', { name: /Members of/ })).not.toBeInTheDocument();
  });

  it('adds users awaiting confirmation one at a time, and says so', async () => {
    const { callsTo } = server([granted()]);
    renderPanel();
    const user = userEvent.setup();
    const { members, awaiting } = await openMembers(user);
    await user.click(awaiting().getByRole('button', { name: 'Add Nadia Saleh as a member of Gulf Bullion Buyers LLC' }));

    expect(await screen.findByText(ENTERPRISE_TEXTS.membersAdded)).toBeInTheDocument();
    expect(await members().findByText('Nadia Saleh')).toBeInTheDocument();
    expect(awaiting().queryByText('Nadia Saleh')).not.toBeInTheDocument();
    // One user left awaiting: adding all of them is the same as adding that one.
    expect(awaiting().queryByRole('button', { name: /Add everyone/ })).not.toBeInTheDocument();
    await user.click(awaiting().getByRole('button', { name: 'Add Omar Farsi as a member of Gulf Bullion Buyers LLC' }));
    expect(await awaiting().findByText('Nobody is awaiting confirmation.')).toBeInTheDocument();
    expect(callsTo(`POST ${membersPath}`).map((call) => call.body)).toEqual([{ userIds: [nadia.id] }, { userIds: [omar.id] }]);
  });

  it('adds everyone awaiting confirmation at once', async () => {
    const { callsTo } = server([granted()]);
    renderPanel();
    const user = userEvent.setup();
    const { awaiting } = await openMembers(user);
    await user.click(awaiting().getByRole('button', { name: 'Add everyone awaiting confirmation at Gulf Bullion Buyers LLC' }));
    expect(await awaiting().findByText('Nobody is awaiting confirmation.')).toBeInTheDocument();
    expect(callsTo(`POST ${membersPath}`).map((call) => call.body)).toEqual([{ userIds: [nadia.id, omar.id] }]);
  });

  it('shows why the server refused to add a user', async () => {
    server([granted()], { [`POST ${membersPath}`]: () => apiError(409, ENTERPRISE_TEXTS.notInCompany, 'ENTERPRISE_NOT_IN_COMPANY') });
    renderPanel();
    const user = userEvent.setup();
    const { awaiting } = await openMembers(user);
    await user.click(awaiting().getByRole('button', { name: 'Add Nadia Saleh as a member of Gulf Bullion Buyers LLC' }));
    expect(await awaiting().findByRole('alert')).toHaveTextContent(ENTERPRISE_TEXTS.notInCompany);
    expect(awaiting().getByText('Nadia Saleh')).toBeInTheDocument();
  });

  it('removes a member after a warning about their API tokens, and says so', async () => {
    const { callsTo } = server([granted()]);
    renderPanel();
    const user = userEvent.setup();
    const { members, awaiting } = await openMembers(user);
    await user.click(members().getByRole('button', { name: 'Remove Amira Haddad from Gulf Bullion Buyers LLC' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove Amira Haddad from Gulf Bullion Buyers LLC?' }));
    expect(dialog.getByText(/every API token they hold stops working at once/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Remove member' }));

    expect(await screen.findByText(ENTERPRISE_TEXTS.memberRemoved)).toBeInTheDocument();
    expect(callsTo(`DELETE ${membersPath}/${amira.id}`)).toHaveLength(1);
    expect(await awaiting().findByText('Amira Haddad')).toBeInTheDocument();
    expect(members().queryByText('Amira Haddad')).not.toBeInTheDocument();
  });

  it('asks the server for the companies matching a search', async () => {
    const { fetchMock } = server([basic()]);
    renderPanel();
    await userEvent.setup().type(await screen.findByRole('searchbox', { name: 'Search companies' }), 'andes');
    await vi.waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/admin/enterprise/companies?page=1&limit=10&q=andes'));
  });
});
