import { securityEventsSchema, type SecurityEvents } from '@ctp/domain/admin-system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { securityKeys } from './keys';

/** GET /admin/security/events: recent failed sign-ins and lockouts, and the accounts locked now. */
export async function getSecurityEvents({ signal }: { signal?: AbortSignal } = {}): Promise<SecurityEvents> {
  return securityEventsSchema.parse(await api.get('/admin/security/events', { signal }));
}

export const securityEventsQueryOptions = () =>
  queryOptions({ queryKey: securityKeys.events(), queryFn: ({ signal }) => getSecurityEvents({ signal }) });

export const useSecurityEvents = () => useQuery(securityEventsQueryOptions());
