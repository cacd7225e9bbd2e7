import type { AdminUserSort, SortOrder } from '@ctp/domain/admin-users';
import { ROLES, USER_STATUSES, type Role, type UserStatus } from '@ctp/domain/constants';

export const ROLE_LABELS: Record<Role, string> = { trader: 'Trader', seller: 'Seller', admin: 'Admin' };
export const STATUS_LABELS: Record<UserStatus, string> = { active: 'Active', pending: 'Pending', suspended: 'Suspended', inactive: 'Inactive' };
export const SORT_LABELS: Record<AdminUserSort, string> = { createdAt: 'Date joined', lastLoginAt: 'Last sign-in', email: 'Email', name: 'Name' };
export const ORDER_LABELS: Record<SortOrder, string> = { desc: 'Descending', asc: 'Ascending' };

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
export const STATUS_OPTIONS = USER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

export const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;
