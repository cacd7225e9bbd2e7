import { adminUserListSchema, adminUserResponseSchema, type AdminUser, type AdminUserList } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from '../helpers';

export { account, type Account } from '../contracts/fixtures';

export const USERS = '/admin/users';

/** A temporary password that meets spec 5's rule and is on no common list. */
export const TEMP_PASSWORD = 'Temp!Harbour7Quay';

export async function listUsers(app: FastifyInstance, token: string, query = ''): Promise<AdminUserList> {
  const res = await call(app, 'GET', `${USERS}${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return adminUserListSchema.strict().parse(res.json());
}

/** Asserts a 200 (or `status`) answer carrying one user, and returns it with the message. */
export function userAnswer(res: { statusCode: number; body: string; json: () => unknown }, status = 200): { message: string; user: AdminUser } {
  expect(res.statusCode, res.body).toBe(status);
  return adminUserResponseSchema.strict().parse(res.json());
}

export const suspend = (app: FastifyInstance, token: string, id: string, reason: unknown = 'Unpaid invoices under review') =>
  call(app, 'POST', `${USERS}/${id}/suspend`, { token, body: { reason } });

export const reactivate = (app: FastifyInstance, token: string, id: string) => call(app, 'POST', `${USERS}/${id}/reactivate`, { token });

export const changeRole = (app: FastifyInstance, token: string, id: string, role: unknown) =>
  call(app, 'PUT', `${USERS}/${id}/role`, { token, body: { role } });

export function createBody(overrides: Record<string, unknown> = {}) {
  return { email: `new.${crypto.randomUUID().slice(0, 8)}@example.com`, firstName: 'Salim', lastName: 'Rashid', role: 'seller', tempPassword: TEMP_PASSWORD, ...overrides };
}
