import { ADMIN_USER_SORTS, SORT_ORDERS } from '@ctp/domain/admin-users';
import { ROLES, USER_STATUSES } from '@ctp/domain/constants';
import type { Translated } from '@/lib/i18n/texts';
import type { adminUsersTexts } from './texts';

type UserTexts = Translated<(typeof adminUsersTexts)['en']>;

/** The choices of the role, status and sort selects, in the reader's language. */
export const roleOptions = (text: UserTexts) => ROLES.map((role) => ({ value: role, label: text.roles[role] }));
export const statusOptions = (text: UserTexts) => USER_STATUSES.map((status) => ({ value: status, label: text.statuses[status] }));
export const sortOptions = (text: UserTexts) => ADMIN_USER_SORTS.map((sort) => ({ value: sort, label: text.sorts[sort] }));
export const orderOptions = (text: UserTexts) => SORT_ORDERS.map((order) => ({ value: order, label: text.orders[order] }));

export const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;
