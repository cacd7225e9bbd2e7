import { adminDocumentListSchema, type AdminDocumentList, type Role } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { hashPassword } from '../../src/modules/credentials/passwords';
import { PASSWORD, signIn, uniqueEmail } from '../auth/fixtures';
import { call } from '../helpers';
import { pdfUpload, uploaded } from '../documents/fixtures';

export interface Member {
  id: string;
  email: string;
  token: string;
}

let passwordHash: Promise<string> | undefined;

/** An active, email-verified account of the role with the given name, signed in. */
export async function member(app: FastifyInstance, role: Role, firstName = 'Amira', lastName = 'Haddad'): Promise<Member> {
  passwordHash ??= hashPassword(PASSWORD);
  const row = await app.users.insert({ email: uniqueEmail(role), passwordHash: await passwordHash, firstName, lastName, role, emailVerified: true });
  if (!row) throw new Error('account not created');
  const session = await signIn(app, { email: row.email, password: PASSWORD });
  return { id: row.id, email: row.email, token: session.accessToken };
}

/** Uploads a small PDF of the type as `who` and returns its id. */
export async function uploadOf(app: FastifyInstance, who: Member, documentType: string, documentName = `${documentType} document`): Promise<string> {
  return (await uploaded(app, who.token, pdfUpload({ documentType, documentName }))).id;
}

export const verify = (app: FastifyInstance, token: string | undefined, id: string) =>
  call(app, 'POST', `/admin/documents/${id}/verify`, token ? { token } : {});

export const reject = (app: FastifyInstance, token: string | undefined, id: string, body: unknown = { reason: 'The scan is unreadable' }) =>
  call(app, 'POST', `/admin/documents/${id}/reject`, { ...(token ? { token } : {}), body });

export async function adminList(app: FastifyInstance, token: string, query = ''): Promise<AdminDocumentList> {
  const res = await call(app, 'GET', `/admin/documents${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return adminDocumentListSchema.strict().parse(res.json());
}

/** The user's KYC status as their own profile shows it. */
export async function kycOf(app: FastifyInstance, who: Member): Promise<string> {
  const res = await call(app, 'GET', '/auth/profile', { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().user.kycStatus;
}
