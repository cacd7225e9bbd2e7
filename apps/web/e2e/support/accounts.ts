import { apiCall, apiToken } from './api';
import { uploadDocument, verifyDocument } from './documents';
import { verifyEmailOf } from './mail';

export type Role = 'trader' | 'seller' | 'admin';

export interface Credentials {
  email: string;
  password: string;
}

export interface Account extends Credentials {
  role: Role;
  firstName: string;
  lastName: string;
}

/** An account a test made for itself, with its id. */
export interface FreshAccount extends Account {
  id: string;
}

/** The demo accounts the e2e server seeds (apps/api/src/db/seed.ts): the trader's and the seller's KYC is approved. */
export const DEMO_ACCOUNTS = {
  trader: { role: 'trader', email: 'trader@example.com', password: 'TraderDemo@2026', firstName: 'Amira', lastName: 'Haddad' },
  seller: { role: 'seller', email: 'seller@example.com', password: 'SellerDemo@2026', firstName: 'Karim', lastName: 'Nasser' },
  admin: { role: 'admin', email: 'admin@example.com', password: 'AdminDemo@2026', firstName: 'Layla', lastName: 'Al Said' },
} as const satisfies Record<Role, Account>;

/** The demo administrator, who makes fresh accounts sellers or administrators and reviews their KYC documents. */
export const DEMO_ADMIN: Credentials = DEMO_ACCOUNTS.admin;

/** The password of every fresh account, unless a test chooses its own. */
export const PASSWORD = 'Harbour.Gold77';

/** A unique address per call, so spec files sharing the e2e server never collide. */
export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** An access token of the demo administrator. */
export const adminToken = () => apiToken(DEMO_ADMIN);

export interface NewAccount {
  /** The start of the address (uniqueEmail); the role by default. */
  label?: string;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  /** 'approved': the three KYC documents uploaded by the account and verified by the desk. */
  kyc?: 'approved';
}

/** The KYC documents the rule asks for (identity, proof of funds, company registration), as createAccount uploads them. */
const KYC_DOCUMENTS = [
  { documentType: 'kyc', documentName: 'Passport', fileName: 'passport.pdf' },
  { documentType: 'pof', documentName: 'Bank letter', fileName: 'bank-letter.pdf' },
  { documentType: 'registration', documentName: 'Certificate of incorporation', fileName: 'certificate-of-incorporation.pdf' },
] as const;

/**
 * Approves an account's KYC the way it happens in the product: the owner uploads the three required
 * documents and the desk verifies each through the administrator's document review API.
 */
export async function approveKyc(account: Credentials): Promise<void> {
  const token = await apiToken(account);
  const documents = [];
  for (const upload of KYC_DOCUMENTS) documents.push(await uploadDocument(token, upload));
  const desk = await adminToken();
  let status = '';
  for (const document of documents) status = await verifyDocument(desk, document.id);
  if (status !== 'approved') throw new Error(`KYC of ${account.email} is ${status} after its three documents were verified`);
}

/**
 * A fresh account, made as in the product: registered through the API and its email verified with the
 * mailed link (a seller registers as one, "Register for Selling Access"); an administrator gets the role from the
 * demo administrator (PUT /admin/users/{id}/role); `kyc: 'approved'` goes through the desk's document review.
 */
export async function createAccount(role: Role, options: NewAccount = {}): Promise<FreshAccount> {
  const email = options.email ?? uniqueEmail(options.label ?? role);
  const password = options.password ?? PASSWORD;
  const firstName = options.firstName ?? 'Test';
  const lastName = options.lastName ?? role.charAt(0).toUpperCase() + role.slice(1);
  const { user } = await apiCall<{ user: { id: string } }>('POST', '/auth/register', {
    body: {
      email,
      password,
      firstName,
      lastName,
      acceptTerms: true,
      ...(role === 'seller' && { accountType: 'seller' }),
      ...(options.companyName ? { companyName: options.companyName } : {}),
    },
  });
  await verifyEmailOf(email);
  if (role === 'admin') await apiCall('PUT', `/admin/users/${user.id}/role`, { token: await adminToken(), body: { role } });
  const account: FreshAccount = { id: user.id, email, password, role, firstName, lastName };
  if (options.kyc === 'approved') await approveKyc(account);
  return account;
}
