import {
  ENTERPRISE_TEXTS,
  enterpriseCompanyListSchema,
  enterpriseMemberRemovedSchema,
  enterpriseMembersAddedSchema,
  enterpriseRevokeResponseSchema,
  marketPackageSchema,
  type EnterpriseCompany,
  type EnterpriseCompanyList,
  type MarketPackage,
} from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, expectError } from '../auth/fixtures';
import { call, type TestApp } from '../helpers';
import { marketApp, member, type Member } from '../market-intelligence/fixtures';
import { ORDERS } from '../orders/fixtures';
import { COMPANIES, GRANTS, PACKAGE, TOKENS, createToken, grantEnterprise, membersOf } from './fixtures';

const FORECASTS = '/api/v1/market/forecasts';
const PROFILE = '/api/v1/users/me';
const GULF = 'Gulf Bullion Buyers LLC';

describe('Enterprise grants: the desk grants a company, its confirmed members get the Enterprise features', () => {
  let t: TestApp;
  let admin: Member;
  let trader: Member;
  /** Same company, typed in another case and spacing. */
  let colleague: Member;
  let seller: Member;
  /** Registers with the granted company's name after the grant. */
  let newcomer: Member;
  /** Types the granted company's name into their profile after the grant. */
  let claimant: Member;
  let grantId: string;

  beforeAll(async () => {
    t = await marketApp({ PRICE_PROVIDER: 'fallback' });
    admin = await member(t, 'admin', { companyName: 'Muscat Desk' });
    trader = await member(t, 'trader', { companyName: GULF, firstName: 'Amira' });
    colleague = await member(t, 'seller', { companyName: '  gulf   BULLION buyers llc ', firstName: 'Basma' });
    seller = await member(t, 'seller', { companyName: 'Andes Refining SA' });
  });
  afterAll(() => t.close());

  const packageOf = async (who: Member): Promise<MarketPackage> => {
    const res = await call(t.app, 'GET', PACKAGE, { token: who.token });
    expect(res.statusCode, res.body).toBe(200);
    return marketPackageSchema.strict().parse(res.json());
  };
  const companies = async (query = ''): Promise<EnterpriseCompanyList> => {
    const res = await call(t.app, 'GET', `${COMPANIES}${query}`, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    return enterpriseCompanyListSchema.strict().parse(res.json());
  };
  const gulf = async (): Promise<EnterpriseCompany> => (await companies(`?q=${encodeURIComponent(GULF)}`)).companies[0]!;
  const memberIds = async () => (await gulf()).members.map((m) => m.id);
  const awaitingIds = async () => (await gulf()).awaiting.map((u) => u.id);
  const moveTo = (who: Member, companyName: string) =>
    call(t.app, 'PUT', PROFILE, { token: who.token, body: { firstName: who.firstName, lastName: who.lastName, companyName, phoneNumber: null } });
  const addMembers = (body: unknown, id = grantId, token = admin.token) => call(t.app, 'POST', membersOf(id), { token, body });
  const removeMember = (userId: string, id = grantId) => call(t.app, 'DELETE', `${membersOf(id)}/${userId}`, { token: admin.token });
  /** Forecasts and token creation: both Enterprise features, both refused to Basic users with 403 ENTERPRISE_REQUIRED. */
  const expectBasic = async (who: Member) => {
    expect((await packageOf(who)).package).toBe('basic');
    expectError(await call(t.app, 'GET', FORECASTS, { token: who.token }), 403, 'ENTERPRISE_REQUIRED');
    expectError(await call(t.app, 'POST', TOKENS, { token: who.token, body: { name: 'Risk', scopes: ['prices'] } }), 403, 'ENTERPRISE_REQUIRED');
  };

  it('answers 401 signed out and 403 to traders and sellers on every desk route', async () => {
    const someId = crypto.randomUUID();
    const routes = [
      ['GET', COMPANIES, undefined],
      ['POST', GRANTS, { companyName: GULF }],
      ['DELETE', `${GRANTS}/${someId}`, undefined],
      ['POST', membersOf(someId), { userIds: [trader.id] }],
      ['DELETE', `${membersOf(someId)}/${trader.id}`, undefined],
    ] as const;
    for (const [method, url, body] of routes) {
      expectError(await call(t.app, method, url, { body }), 401);
      for (const who of [trader, seller]) expectError(await call(t.app, method, url, { token: who.token, body }), 403, 'FORBIDDEN');
    }
    expect((await companies()).companies.every((c) => c.grant === null)).toBe(true);
  });

  it('lists each company once, whatever case and spacing its users typed, with its number of users', async () => {
    const list = await companies();
    expect(list.companies.map((c) => [c.companyName, c.userCount])).toEqual([
      ['Andes Refining SA', 1],
      [GULF, 2],
      ['Muscat Desk', 1],
    ]);
    expect(list.companies.every((c) => c.members.length === 0 && c.awaiting.length === 0)).toBe(true);
    expect(list).toMatchObject({ total: 3, page: 1, totalPages: 1 });
    expect((await companies('?q=BULLION')).companies.map((c) => c.companyName)).toEqual([GULF]);
    expect((await companies('?limit=2&page=2')).companies.map((c) => c.companyName)).toEqual(['Muscat Desk']);
  });

  it.each([
    ['no company name', {}],
    ['a blank company name', { companyName: '   ' }],
    ['a company name over 200 characters', { companyName: 'x'.repeat(201) }],
    ['a company name that is not text', { companyName: 42 }],
    ['an unknown field', { companyName: GULF, userId: 'someone' }],
  ])('refuses %s with 400 and grants nothing', async (_, body) => {
    expectError(await call(t.app, 'POST', GRANTS, { token: admin.token, body }), 400, 'VALIDATION_ERROR');
    expect((await companies()).companies.every((c) => c.grant === null)).toBe(true);
  });

  it('refuses malformed ids and queries with 400', async () => {
    expectError(await call(t.app, 'DELETE', `${GRANTS}/not-a-uuid`, { token: admin.token }), 400, 'VALIDATION_ERROR');
    expectError(await call(t.app, 'GET', `${COMPANIES}?limit=0`, { token: admin.token }), 400, 'VALIDATION_ERROR');
    expectError(await call(t.app, 'GET', `${COMPANIES}?q=${'q'.repeat(101)}`, { token: admin.token }), 400, 'VALIDATION_ERROR');
  });

  it('answers 404 for a company no user belongs to', async () => {
    expectError(await call(t.app, 'POST', GRANTS, { token: admin.token, body: { companyName: 'Nobody Holdings' } }), 404, 'COMPANY_NOT_FOUND');
  });

  it('keeps the forecasts and API tokens from Basic users, and shows the desk everything', async () => {
    expect(await packageOf(trader)).toEqual({ package: 'basic', grantedTo: null, grantedAt: null, apiTokens: false, awaitingCompany: null });
    const refused = expectError(await call(t.app, 'GET', FORECASTS, { token: trader.token }), 403, 'ENTERPRISE_REQUIRED');
    expect(refused.message).toBe(ENTERPRISE_TEXTS.required);
    await expectBasic(trader);

    expect(await packageOf(admin)).toEqual({ package: 'enterprise', grantedTo: null, grantedAt: null, apiTokens: false, awaitingCompany: null });
    expect((await call(t.app, 'GET', FORECASTS, { token: admin.token })).statusCode).toBe(200);
  });

  it('grants Enterprise to the company, making its current users members (audited), and refuses a second grant with 409', async () => {
    const grant = await grantEnterprise(t, ' gulf bullion BUYERS llc', admin);
    grantId = grant.id;
    expect(grant).toMatchObject({ companyName: 'gulf bullion BUYERS llc', grantedBy: admin.email });

    for (const who of [trader, colleague]) {
      expect(await packageOf(who)).toEqual({ package: 'enterprise', grantedTo: 'gulf bullion BUYERS llc', grantedAt: grant.grantedAt, apiTokens: true, awaitingCompany: null });
      expect((await call(t.app, 'GET', FORECASTS, { token: who.token })).statusCode).toBe(200);
    }
    await expectBasic(seller);

    const [first] = (await companies()).companies;
    const asMember = (who: Member) => ({
      id: who.id,
      firstName: who.firstName,
      lastName: who.lastName,
      email: who.email,
      role: who.role,
      addedAt: grant.grantedAt,
      addedBy: admin.email,
      leftCompany: false,
    });
    expect(first).toEqual({ companyName: 'gulf bullion BUYERS llc', userCount: 2, grant, members: [asMember(trader), asMember(colleague)], awaiting: [] });

    expectError(await call(t.app, 'POST', GRANTS, { token: admin.token, body: { companyName: GULF } }), 409, 'ENTERPRISE_ALREADY_GRANTED');

    const audited = (await auditRows(t.app)).filter((row) => row.action === 'admin.enterprise.granted');
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actor_id: admin.id, actor_email: admin.email, target: grant.id });
    expect(JSON.parse(audited[0]!.details!)).toEqual({ companyName: 'gulf bullion BUYERS llc', members: 2 });
  });

  it('gives nothing to a user who registers with, or changes their profile to, a granted company’s name: they await the desk', async () => {
    // Registration stores the company name as typed, as this does.
    newcomer = await member(t, 'trader', { companyName: 'GULF BULLION BUYERS LLC', firstName: 'Nadia' });
    claimant = await member(t, 'seller', { companyName: 'Elsewhere Trading', firstName: 'Omar' });
    const moved = await moveTo(claimant, GULF);
    expect(moved.statusCode, moved.body).toBe(200);

    for (const who of [newcomer, claimant]) await expectBasic(who);
    // Their plan says which company awaits them, as the desk spelt it.
    for (const who of [newcomer, claimant]) expect(await packageOf(who)).toMatchObject({ package: 'basic', awaitingCompany: expect.stringMatching(/^gulf bullion buyers llc$/i) });
    expect(await awaitingIds()).toEqual([newcomer.id, claimant.id]);
    expect((await gulf()).awaiting[0]).toEqual({ id: newcomer.id, firstName: 'Nadia', lastName: newcomer.lastName, email: newcomer.email, role: 'trader' });
    // A desk account that gives the name sees everything already: it is never awaiting confirmation.
    await member(t, 'admin', { companyName: GULF });
    expect(await awaitingIds()).toEqual([newcomer.id, claimant.id]);
  });

  it.each([
    ['no user ids', {}],
    ['an empty list', { userIds: [] }],
    ['an id that is not a uuid', { userIds: ['not-a-uuid'] }],
    ['user ids that are not a list', { userIds: 'all' }],
    ['more than 100 users', { userIds: Array.from({ length: 101 }, () => crypto.randomUUID()) }],
    ['an unknown field', { userIds: [crypto.randomUUID()], grantId: 'x' }],
  ])('refuses adding members with %s (400), and adds nobody', async (_, body) => {
    expectError(await addMembers(body), 400, 'VALIDATION_ERROR');
    expect(await memberIds()).toEqual([trader.id, colleague.id]);
  });

  it('adds only the traders and sellers of the company: anyone else refuses the whole request with 409, an unknown grant 404', async () => {
    for (const outsider of [seller.id, admin.id, crypto.randomUUID()]) {
      const refused = expectError(await addMembers({ userIds: [newcomer.id, outsider] }), 409, 'ENTERPRISE_NOT_IN_COMPANY');
      expect(refused.details).toEqual({ userIds: [outsider] });
    }
    expectError(await addMembers({ userIds: [newcomer.id] }, crypto.randomUUID()), 404, 'NOT_FOUND');
    expectError(await call(t.app, 'POST', `${GRANTS}/not-a-uuid/members`, { token: admin.token, body: { userIds: [newcomer.id] } }), 400, 'VALIDATION_ERROR');
    expect(await memberIds()).toEqual([trader.id, colleague.id]);
    await expectBasic(newcomer);
  });

  it('opens forecasts and API tokens to a user once the desk adds them (audited per user), and adding a member again changes nothing', async () => {
    const res = await addMembers({ userIds: [newcomer.id, claimant.id, newcomer.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(enterpriseMembersAddedSchema.strict().parse(res.json())).toEqual({ success: true, message: ENTERPRISE_TEXTS.membersAdded, added: 2 });

    for (const who of [newcomer, claimant]) {
      expect(await packageOf(who)).toMatchObject({ package: 'enterprise', apiTokens: true, awaitingCompany: null });
      expect((await call(t.app, 'GET', FORECASTS, { token: who.token })).statusCode).toBe(200);
      await createToken(t, who, { scopes: ['prices'] });
    }
    expect(await awaitingIds()).toEqual([]);
    expect(await memberIds()).toEqual([trader.id, colleague.id, newcomer.id, claimant.id]);

    const again = await addMembers({ userIds: [trader.id, newcomer.id] });
    expect(enterpriseMembersAddedSchema.parse(again.json()).added).toBe(0);

    const audited = (await auditRows(t.app)).filter((row) => row.action === 'admin.enterprise.member_added');
    expect(audited.map((row) => row.target).sort()).toEqual([newcomer.id, claimant.id].sort());
    expect(audited[0]).toMatchObject({ actor_id: admin.id });
    expect(JSON.parse(audited[0]!.details!)).toEqual({ grantId, companyName: 'gulf bullion BUYERS llc' });
  });

  it('drops Enterprise when a member leaves the company; the desk sees them as having left', async () => {
    const token = await createToken(t, colleague, { scopes: ['prices'] });
    expect((await moveTo(colleague, 'Andes Refining SA')).statusCode).toBe(200);
    await expectBasic(colleague);
    expectError(await call(t.app, 'GET', '/price-api/symbols', { token: token.secret }), 403, 'ENTERPRISE_REQUIRED');
    expect((await gulf()).members.find((m) => m.id === colleague.id)).toMatchObject({ leftCompany: true });

    // The membership stays until the desk removes it: returning to the company restores what the desk confirmed.
    expect((await moveTo(colleague, GULF)).statusCode).toBe(200);
    expect((await packageOf(colleague)).package).toBe('enterprise');
    expect((await call(t.app, 'GET', '/price-api/symbols', { token: token.secret })).statusCode).toBe(200);
  });

  it('removes a member: Enterprise ends, their API tokens are revoked, and it is audited; they await confirmation again', async () => {
    const held = await createToken(t, claimant, { name: 'Second', scopes: ['orders'] });
    expect((await call(t.app, 'GET', ORDERS, { token: held.secret })).statusCode).toBe(200);

    expectError(await call(t.app, 'DELETE', `${membersOf(grantId)}/not-a-uuid`, { token: admin.token }), 400, 'VALIDATION_ERROR');
    expectError(await removeMember(seller.id), 404, 'NOT_FOUND');
    expectError(await removeMember(claimant.id, crypto.randomUUID()), 404, 'NOT_FOUND');

    const res = await removeMember(claimant.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(enterpriseMemberRemovedSchema.strict().parse(res.json())).toEqual({ success: true, message: ENTERPRISE_TEXTS.memberRemoved, tokensRevoked: 2 });

    await expectBasic(claimant);
    expectError(await call(t.app, 'GET', ORDERS, { token: held.secret }), 401, 'API_TOKEN_INVALID');
    const stored = await t.app.database.db.selectFrom('api_tokens').select('revoked_at').where('user_id', '=', claimant.id).execute();
    expect(stored.length).toBe(2);
    expect(stored.every((row) => row.revoked_at !== null)).toBe(true);
    expect(await awaitingIds()).toEqual([claimant.id]);
    expect(await memberIds()).not.toContain(claimant.id);

    const audited = (await auditRows(t.app)).filter((row) => row.action === 'admin.enterprise.member_removed');
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actor_id: admin.id, target: claimant.id });
    expect(JSON.parse(audited[0]!.details!)).toEqual({ grantId, companyName: 'gulf bullion BUYERS llc', revokedCredentials: 2 });

    expectError(await removeMember(claimant.id), 404, 'NOT_FOUND');
  });

  it('takes Enterprise back: the features close, the members’ API tokens are revoked, and it is audited', async () => {
    const created = await createToken(t, trader);
    const other = await createToken(t, colleague, { scopes: ['prices'] });
    expect((await call(t.app, 'GET', '/price-api/symbols', { token: created.secret })).statusCode).toBe(200);

    const res = await call(t.app, 'DELETE', `${GRANTS}/${grantId}`, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    // The trader's and the colleague's new tokens, the colleague's earlier one and the newcomer's.
    expect(enterpriseRevokeResponseSchema.strict().parse(res.json())).toEqual({ success: true, message: ENTERPRISE_TEXTS.revoked, tokensRevoked: 4 });

    for (const who of [trader, newcomer]) await expectBasic(who);
    for (const secret of [created.secret, other.secret]) expectError(await call(t.app, 'GET', '/price-api/symbols', { token: secret }), 401, 'API_TOKEN_INVALID');
    expect(await t.app.database.db.selectFrom('enterprise_members').selectAll().execute()).toEqual([]);

    const audited = (await auditRows(t.app)).filter((row) => row.action === 'admin.enterprise.revoked');
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actor_id: admin.id, target: grantId });
    expect(JSON.parse(audited[0]!.details!)).toEqual({ companyName: 'gulf bullion BUYERS llc', revokedCredentials: 4 });

    expectError(await call(t.app, 'DELETE', `${GRANTS}/${grantId}`, { token: admin.token }), 404, 'NOT_FOUND');
    expectError(await addMembers({ userIds: [trader.id] }), 404, 'NOT_FOUND');
    expect((await companies()).companies.every((c) => c.grant === null)).toBe(true);
  });

  it('lists a granted company even when none of its users is left, its former members marked as having left', async () => {
    const leaving = await member(t, 'trader', { companyName: 'Short Lived Metals' });
    await grantEnterprise(t, 'Short Lived Metals', admin);
    await t.app.database.db.updateTable('users').set({ company_name: 'Elsewhere Trading' }).where('id', '=', leaving.id).execute();
    const [first] = (await companies()).companies;
    expect(first).toMatchObject({ companyName: 'Short Lived Metals', userCount: 0, awaiting: [] });
    expect(first!.grant).not.toBeNull();
    expect(first!.members).toEqual([expect.objectContaining({ id: leaving.id, leftCompany: true })]);
  });
});
