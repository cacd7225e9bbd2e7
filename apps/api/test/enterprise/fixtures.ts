import {
  companyKeyOf,
  createdApiTokenSchema,
  enterpriseCompanyListSchema,
  enterpriseGrantResponseSchema,
  type CreatedApiToken,
  type EnterpriseGrant,
  type NewApiToken,
} from '@ctp/domain';
import { expect } from 'vitest';
import { call, type TestApp } from '../helpers';
import { member } from '../market-intelligence/fixtures';

export const COMPANIES = '/admin/enterprise/companies';
export const GRANTS = '/admin/enterprise/grants';
export const PACKAGE = '/api/v1/users/me/package';
export const TOKENS = '/api/v1/users/me/api-tokens';
export const membersOf = (grantId: string) => `${GRANTS}/${grantId}/members`;

const deskOf = async (t: TestApp, admin?: { token: string }) => admin ?? (await member(t, 'admin', { companyName: 'Muscat Desk' }));

/**
 * Grants Enterprise to a company through the desk's route, as `admin` (a new administrator when not given): its
 * traders and sellers of the moment become members.
 */
export async function grantEnterprise(t: TestApp, companyName: string, admin?: { token: string }): Promise<EnterpriseGrant> {
  const desk = await deskOf(t, admin);
  const res = await call(t.app, 'POST', GRANTS, { token: desk.token, body: { companyName } });
  expect(res.statusCode, res.body).toBe(201);
  return enterpriseGrantResponseSchema.strict().parse(res.json()).grant;
}

/** The grant of a company, as the desk's list shows it; undefined while it has none. */
export async function grantOf(t: TestApp, companyName: string, admin: { token: string }): Promise<EnterpriseGrant | undefined> {
  const res = await call(t.app, 'GET', `${COMPANIES}?q=${encodeURIComponent(companyName)}`, { token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  const { companies } = enterpriseCompanyListSchema.parse(res.json());
  return companies.find((company) => companyKeyOf(company.companyName) === companyKeyOf(companyName))?.grant ?? undefined;
}

/** The desk confirms users of a granted company as members (POST .../members), expecting 200. */
export async function addMembers(t: TestApp, grantId: string, userIds: string[], admin: { token: string }): Promise<void> {
  const res = await call(t.app, 'POST', membersOf(grantId), { token: admin.token, body: { userIds } });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * Gives `who` Enterprise the way the desk does: grants their company, which makes them a member, or, when it has
 * Enterprise already, adds them to its grant.
 */
export async function enterpriseMember(t: TestApp, who: { id: string; companyName: string }, admin?: { token: string }): Promise<EnterpriseGrant> {
  const desk = await deskOf(t, admin);
  const granted = await grantOf(t, who.companyName, desk);
  if (!granted) return grantEnterprise(t, who.companyName, desk);
  await addMembers(t, granted.id, [who.id], desk);
  return granted;
}

/** Creates a personal API token for `who` (every scope unless told) and returns the answer with its secret. */
export async function createToken(t: TestApp, who: { token: string }, body: Partial<NewApiToken> = {}): Promise<CreatedApiToken> {
  const res = await call(t.app, 'POST', TOKENS, { token: who.token, body: { name: 'Risk system', scopes: ['prices', 'orders', 'deals'], ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return createdApiTokenSchema.strict().parse(res.json());
}
