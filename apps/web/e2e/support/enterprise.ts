import type { EnterpriseCompanyList, EnterpriseGrantResponse } from '@ctp/domain/enterprise';
import { adminToken } from './accounts';
import { apiCall } from './api';
import { baseUrl } from './browser';

/** A company name no other test gives, so a grant or a revocation reaches only the users of the test that made it. */
export const uniqueCompany = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e6)} LLC`;

/**
 * A company's name as the desk's panel may show it: in any case, since without a grant it names the company as most
 * of its users typed it (accessible names collapse the spacing already).
 */
export const anySpellingOf = (companyName: string) => new RegExp(`^${companyName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');

/** The desk grants Enterprise to a company through its API (POST /admin/enterprise/grants), as the panel does. */
export async function grantEnterprise(companyName: string): Promise<EnterpriseGrantResponse['grant']> {
  return (await apiCall<EnterpriseGrantResponse>('POST', '/admin/enterprise/grants', { token: await adminToken(), body: { companyName } })).grant;
}

/**
 * The clean-up of a test that granted Enterprise: revokes the company's grant if it still has one (the test may
 * have revoked it in the browser already, or stopped before granting).
 */
export async function revokeEnterpriseOf(companyName: string): Promise<void> {
  const token = await adminToken();
  const list = await apiCall<EnterpriseCompanyList>('GET', `/admin/enterprise/companies?q=${encodeURIComponent(companyName)}`, { token });
  for (const company of list.companies) {
    if (company.grant) await apiCall('DELETE', `/admin/enterprise/grants/${company.grant.id}`, { token });
  }
}

/** A request as an integrator's system sends it with a personal API token: the answer, whatever its status. */
export const withApiToken = (secret: string, method: string, url: string) =>
  fetch(`${baseUrl()}${url}`, {
    method,
    headers: { authorization: `Bearer ${secret}`, ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
    ...(method === 'GET' ? {} : { body: '{}' }),
  });

/** The stable code of an error answer ({message, code, status, details}). */
export const errorCode = async (response: Response) => ((await response.json()) as { code?: string }).code;
