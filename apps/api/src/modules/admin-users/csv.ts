import type { AdminUser } from '@ctp/domain';
import { csvText } from '../../lib/csv';

export const USER_CSV_COLUMNS = [
  'Email',
  'First Name',
  'Last Name',
  'Role',
  'Status',
  'Company',
  'Phone',
  'Country',
  'Email Verified',
  'KYC Status',
  'Total Trades',
  'Total Volume (USD)',
  'Created At',
  'Last Login At',
  'Suspended At',
  'Suspension Reason',
  'Must Change Password',
] as const;

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The users as CSV text, one line per user (formula-looking cells escaped by lib/csv). */
export function usersCsv(users: readonly AdminUser[]): string {
  return csvText(
    USER_CSV_COLUMNS,
    users.map((u) => [
      u.email,
      u.firstName,
      u.lastName,
      u.role,
      u.status,
      u.companyName,
      u.phoneNumber,
      u.country,
      yesNo(u.emailVerified),
      u.kycStatus,
      u.totalTrades,
      u.totalVolume.toFixed(2),
      u.createdAt,
      u.lastLoginAt,
      u.suspendedAt,
      u.suspensionReason,
      yesNo(u.mustChangePassword),
    ]),
  );
}
