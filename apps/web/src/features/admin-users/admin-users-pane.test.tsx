import type { AdminUser, AdminUserDetail, AdminUserList } from '@ctp/domain/admin-users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { deferred } from '@/test/fetch-mock';
import { apiError, json, makeUser, stubApi, type Call } from '@/test/portal-test-kit';
import { renderAt } from '@/test/render';
import { AdminUsersPane } from './admin-users-pane';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Typing into forms key by key takes seconds on a busy machine. */
const SLOW = { timeout: 30_000 };

const admin = makeUser({ id: 'admin-1', role: 'admin', email: 'admin@example.com', firstName: 'Layla', lastName: 'Admin' });
let sequence = 0;

function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  sequence += 1;
  return {
    ...makeUser({ id: `user-${sequence}`, email: `user${sequence}@example.com`, firstName: 'Amira', lastName: `Haddad ${sequence}` }),
    // The account's language (issue 17), which the user schema now requires.
    language: 'en',
    companyName: 'Gulf Bullion LLC',
    lastLoginAt: '2026-11-20T09:00:00.000Z',
    totalTrades: 3,
    totalVolume: 2_452_200.4,
    suspensionReason: null,
    suspendedAt: null,
    ...overrides,
  };
}

const userList = (users: AdminUser[], overrides: Partial<AdminUserList> = {}): AdminUserList => ({
  success: true,
  message: 'Users loaded',
  users,
  total: users.length,
  page: 1,
  totalPages: 1,
  ...overrides,
});

const answer = (message: string, user: AdminUser) => json(200, { success: true, message, user });

const renderUsers = (url = '/portal-admin/users') => renderAt(<AdminUsersPane />, { path: '/portal-admin/*', url });
const table = () => screen.findByRole('table', { name: 'Users' });
const rowOf = async (name: RegExp | string) => (await within(await table()).findByRole('rowheader', { name })).closest('tr')!;

describe('user management: the list', SLOW, () => {
  it('shows each user with role, status, company, trades, volume and last sign-in', async () => {
    const pending = deferred<Response>();
    stubApi({ 'GET /admin/users': () => pending.promise }, admin);
    renderUsers();
    expect(await screen.findByText('Loading users...')).toBeInTheDocument();

    const amira = makeAdminUser({ firstName: 'Amira', lastName: 'Haddad', email: 'amira@example.com' });
    const omar = makeAdminUser({ firstName: 'Omar', lastName: 'Zahir', role: 'seller', status: 'suspended', suspensionReason: 'Chargeback', companyName: null, lastLoginAt: null, totalTrades: 0, totalVolume: 0 });
    pending.resolve(json(200, userList([amira, omar], { total: 2 })));
    const row = await rowOf(/Amira Haddad/);
    expect([...row.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([
      'Amira Haddadamira@example.com',
      'Trader',
      'active',
      'Gulf Bullion LLC',
      '3',
      '$2,452,200',
      'Nov 20, 2026',
      '',
    ]);
    const suspended = await rowOf(/Omar Zahir/);
    expect(within(suspended).getByText('suspended').className).toContain('red');
    expect(within(suspended).getByText('Chargeback')).toBeInTheDocument();
    expect(within(suspended).getByText('Never')).toBeInTheDocument();
    expect(within(suspended).getByRole('button', { name: 'Reactivate Omar Zahir' })).toBeEnabled();
    expect(within(suspended).queryByRole('button', { name: 'Suspend Omar Zahir' })).toBeNull();
    expect(screen.getByText('2 users')).toBeInTheDocument();
  });

  it('sends search (debounced), role, status, sort and page to the server and keeps them in the URL', async () => {
    const { callsTo } = stubApi(
      { 'GET /admin/users': (call: Call) => json(200, userList([makeAdminUser()], { total: 25, page: Number(call.query.get('page')), totalPages: 3 })) },
      admin,
    );
    const { router } = renderUsers();
    const user = userEvent.setup();
    const last = () => callsTo('GET /admin/users').at(-1)!.query;
    await screen.findByRole('navigation', { name: 'User pages' });
    expect(Object.fromEntries(last())).toEqual({ page: '1', limit: '10' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(last().get('page')).toBe('2'));

    await user.selectOptions(screen.getByLabelText('Filter by role'), 'seller');
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'suspended');
    await user.click(screen.getByRole('button', { name: 'More Filters' }));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'lastLoginAt');
    await user.selectOptions(screen.getByLabelText('Order'), 'asc');
    const before = callsTo('GET /admin/users').length;
    await user.type(screen.getByLabelText('Search users'), 'gulf');
    await vi.waitFor(() => expect(last().get('q')).toBe('gulf'));
    // One request for the whole word, not one per key.
    expect(callsTo('GET /admin/users').length - before).toBe(1);
    expect(Object.fromEntries(last())).toEqual({ q: 'gulf', role: 'seller', status: 'suspended', sort: 'lastLoginAt', order: 'asc', page: '1', limit: '10' });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ role: 'seller', status: 'suspended', sort: 'lastLoginAt', order: 'asc', q: 'gulf' });
  });

  it('reads the filters from the URL on load and says when nothing matches', async () => {
    const { callsTo } = stubApi({ 'GET /admin/users': () => json(200, userList([])) }, admin);
    renderUsers('/portal-admin/users?q=zurich&role=admin&status=active&sort=email&order=asc&page=2');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(Object.fromEntries(callsTo('GET /admin/users')[0]!.query)).toEqual({ q: 'zurich', role: 'admin', status: 'active', sort: 'email', order: 'asc', page: '2', limit: '10' });
    expect(screen.getByLabelText('Search users')).toHaveValue('zurich');
    expect(screen.getByLabelText('Sort by')).toHaveValue('email');
  });

  it("says 'Failed to load users' with Retry when the list fails, and Retry loads it", async () => {
    let fail = true;
    stubApi({ 'GET /admin/users': () => (fail ? apiError(500, 'Database unavailable', 'INTERNAL_ERROR') : json(200, userList([makeAdminUser({ firstName: 'Nadia', lastName: 'Barakat' })]))) }, admin);
    renderUsers();
    expect(await screen.findByText('Failed to load users')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rowOf(/Nadia Barakat/)).toBeInTheDocument();
  });

  it('exports the users of the current filters as CSV', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:users');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { callsTo } = stubApi(
      {
        'GET /admin/users': () => json(200, userList([makeAdminUser()])),
        'GET /admin/users/export': () => new Response('Email,First Name\r\nuser@example.com,Amira\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
      },
      admin,
    );
    renderUsers('/portal-admin/users?role=trader&q=gulf&page=3');
    await table();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export Users' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(Object.fromEntries(callsTo('GET /admin/users/export')[0]!.query)).toEqual({ q: 'gulf', role: 'trader' });
    expect(await createObjectURL.mock.calls[0]![0].text()).toContain('user@example.com');
  });
});

describe('user management: actions', SLOW, () => {
  it('changes a role and shows the alert of spec 7.3; a failure reads "Failed to update user role: {message}"', async () => {
    const amira = makeAdminUser({ firstName: 'Amira', lastName: 'Haddad' });
    let refuse = true;
    const { callsTo } = stubApi(
      {
        'GET /admin/users': () => json(200, userList([amira])),
        [`PUT /admin/users/${amira.id}/role`]: (call) =>
          refuse
            ? apiError(409, 'The last active administrator cannot be demoted or suspended', 'LAST_ACTIVE_ADMIN')
            : answer('User role updated successfully', { ...amira, role: (call.body as { role: 'seller' }).role }),
      },
      admin,
    );
    renderUsers();
    const user = userEvent.setup();
    await user.click(within(await rowOf(/Amira Haddad/)).getByRole('button', { name: 'Change role of Amira Haddad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Role' });
    expect(within(dialog).getByRole('button', { name: 'Update Role' })).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'seller');
    await user.click(within(dialog).getByRole('button', { name: 'Update Role' }));
    expect(await within(dialog).findByText('Failed to update user role: The last active administrator cannot be demoted or suspended')).toBeInTheDocument();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Update Role' }));
    expect(await screen.findByText('User role updated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(`PUT /admin/users/${amira.id}/role`).at(-1)!.body).toEqual({ role: 'seller' });
    await vi.waitFor(() => expect(callsTo('GET /admin/users').length).toBeGreaterThan(1));
  });

  it('does not offer the signed-in administrator a role change or suspension of their own account', async () => {
    const self = makeAdminUser({ id: admin.id, firstName: 'Layla', lastName: 'Admin', role: 'admin' });
    stubApi({ 'GET /admin/users': () => json(200, userList([self])) }, admin);
    renderUsers();
    const row = await rowOf(/Layla Admin/);
    expect(within(row).getByText('(you)')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Change role of Layla Admin' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Suspend Layla Admin' })).toBeDisabled();
  });

  it('suspends only with a reason, then reactivates', async () => {
    let omar = makeAdminUser({ firstName: 'Omar', lastName: 'Zahir' });
    const { callsTo } = stubApi(
      {
        'GET /admin/users': () => json(200, userList([omar])),
        [`POST /admin/users/${omar.id}/suspend`]: (call) => {
          omar = { ...omar, status: 'suspended', suspensionReason: (call.body as { reason: string }).reason };
          return answer('User suspended. Their sessions have been signed out.', omar);
        },
        [`POST /admin/users/${omar.id}/reactivate`]: () => {
          omar = { ...omar, status: 'active', suspensionReason: null };
          return answer('User reactivated', omar);
        },
      },
      admin,
    );
    renderUsers();
    const user = userEvent.setup();
    await user.click(within(await rowOf(/Omar Zahir/)).getByRole('button', { name: 'Suspend Omar Zahir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Omar Zahir' });
    const confirm = within(dialog).getByRole('button', { name: 'Suspend User' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason for suspension'), '   ');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason for suspension'), 'Chargeback under review');
    await user.click(confirm);
    expect(await screen.findByText('User suspended. Their sessions have been signed out.')).toBeInTheDocument();
    expect(callsTo(`POST /admin/users/${omar.id}/suspend`)[0]!.body).toEqual({ reason: 'Chargeback under review' });
    expect(await within(await rowOf(/Omar Zahir/)).findByText('Chargeback under review')).toBeInTheDocument();

    await user.click(within(await rowOf(/Omar Zahir/)).getByRole('button', { name: 'Reactivate Omar Zahir' }));
    expect(await screen.findByText('User reactivated')).toBeInTheDocument();
    expect(await within(await rowOf(/Omar Zahir/)).findByRole('button', { name: 'Suspend Omar Zahir' })).toBeEnabled();
  });

  it('shows the details of a user', async () => {
    const nadia = makeAdminUser({ firstName: 'Nadia', lastName: 'Barakat', email: 'nadia@example.com' });
    const detail: AdminUserDetail = { ...nadia, updatedAt: nadia.createdAt, activeSessions: 2, lastActiveAt: '2026-11-21T08:00:00.000Z', passwordExpiresAt: null, lockedUntil: null };
    stubApi({ 'GET /admin/users': () => json(200, userList([nadia])), [`GET /admin/users/${nadia.id}`]: () => json(200, { success: true, message: 'User loaded', user: detail }) }, admin);
    renderUsers();
    await userEvent.setup().click(within(await rowOf(/Nadia Barakat/)).getByRole('button', { name: 'View Nadia Barakat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nadia Barakat' });
    expect(await within(dialog).findByText('Active sessions')).toBeInTheDocument();
    const value = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(value('Active sessions')).toBe('2');
    expect(value('Total volume')).toBe('$2,452,200');
    expect(value('Company')).toBe('Gulf Bullion LLC');
    expect(value('Temporary password')).toBe('No');
  });
});

describe('user management: Create User', SLOW, () => {
  const fill = async (dialog: HTMLElement, values: Partial<Record<'Email' | 'First name' | 'Last name' | 'Temporary password', string>>) => {
    const user = userEvent.setup();
    for (const [label, value] of Object.entries(values)) await user.type(within(dialog).getByLabelText(label, { exact: true }), value);
    return user;
  };

  it("checks the required fields, sends the form with the role (trader by default) and shows 'User created successfully with role: {role}'", async () => {
    const { callsTo } = stubApi(
      {
        'GET /admin/users': () => json(200, userList([])),
        'POST /admin/users': (call) => {
          const body = call.body as { role: 'trader' };
          return json(201, { success: true, message: `User created successfully with role: ${body.role}`, user: makeAdminUser({ role: body.role }) });
        },
      },
      admin,
    );
    renderUsers();
    const user = userEvent.setup();
    await screen.findByText('No users found');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create User' });
    expect(within(dialog).getByLabelText('Role')).toHaveValue('trader');

    await fill(dialog, { Email: 'salim@example.com', 'First name': 'Salim' });
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(callsTo('POST /admin/users')).toEqual([]);

    await fill(dialog, { 'Last name': 'Rashid', 'Temporary password': 'weakpass' });
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText(/Password must be at least 8 characters long and contain/)).toBeInTheDocument();
    expect(callsTo('POST /admin/users')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Temporary password', { exact: true }));
    await fill(dialog, { 'Temporary password': 'Temp!Harbour7Quay' });
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('User created successfully with role: trader')).toBeInTheDocument();
    expect(callsTo('POST /admin/users')[0]!.body).toEqual({ email: 'salim@example.com', firstName: 'Salim', lastName: 'Rashid', role: 'trader', tempPassword: 'Temp!Harbour7Quay' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's message on failure, else 'Failed to create user'", async () => {
    let failure = apiError(409, 'An account with this email already exists', 'EMAIL_TAKEN');
    stubApi({ 'GET /admin/users': () => json(200, userList([])), 'POST /admin/users': () => failure }, admin);
    renderUsers();
    const user = userEvent.setup();
    await screen.findByText('No users found');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create User' });
    await fill(dialog, { Email: 'taken@example.com', 'First name': 'Salim', 'Last name': 'Rashid', 'Temporary password': 'Temp!Harbour7Quay' });
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'seller');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText('An account with this email already exists')).toBeInTheDocument();

    failure = new Response('', { status: 500 });
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText('Failed to create user')).toBeInTheDocument();
  });
});
