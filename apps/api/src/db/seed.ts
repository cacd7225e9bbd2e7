import type { Role } from '@ctp/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { hashPassword } from '../modules/credentials';

/** Demo accounts for development; the README lists the same. Never created in production. */
export const DEMO_ACCOUNTS: ReadonlyArray<{ role: Role; email: string; password: string; firstName: string; lastName: string; companyName: string }> = [
  { role: 'trader', email: 'trader@example.com', password: 'TraderDemo@2026', firstName: 'Amira', lastName: 'Haddad', companyName: 'Gulf Bullion Buyers LLC' },
  { role: 'seller', email: 'seller@example.com', password: 'SellerDemo@2026', firstName: 'Karim', lastName: 'Nasser', companyName: 'Muscat Refining Co.' },
  { role: 'admin', email: 'admin@example.com', password: 'AdminDemo@2026', firstName: 'Layla', lastName: 'Al Said', companyName: 'Platform Operations' },
];

/**
 * On an empty database, creates the demo trader, seller and admin through the users repository, and answers whether it
 * did. The demo trader and seller have approved KYC so they can trade while requireKYCForTrading is on (its default).
 */
export async function seedDevelopmentAccounts(services: Pick<FastifyInstance, 'users' | 'database'>, log: FastifyBaseLogger): Promise<boolean> {
  if ((await services.users.count()) > 0) return false;
  for (const account of DEMO_ACCOUNTS) {
    const row = await services.users.insert({ ...account, passwordHash: await hashPassword(account.password), emailVerified: true });
    if (row && account.role !== 'admin') {
      await services.database.db.updateTable('users').set({ kyc_status: 'approved' }).where('id', '=', row.id).execute();
    }
  }
  const lines = DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(6)}  ${a.email.padEnd(20)}  ${a.password}`);
  log.info(`Development database seeded with demo accounts:\n${lines.join('\n')}`);
  // Printed plainly too, so a developer sees them among the JSON log lines.
  console.log(`\nDemo accounts (development only):\n${lines.join('\n')}\n`);
  return true;
}
