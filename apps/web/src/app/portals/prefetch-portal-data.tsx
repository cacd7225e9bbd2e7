import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { contractsQueryOptions, FIRST_CONTRACTS_PAGE } from '@/features/contracts';
import { dashboardStatsQueryOptions } from '@/features/dashboard';
import { documentsQueryOptions, FIRST_DOCUMENTS_PAGE } from '@/features/documents';
import { useCurrentUser } from '@/lib/session/current-user';

/**
 * Spec 7.3: on sign-in or a restored session the portal starts three loads in parallel (dashboard
 * stats, the first 10 documents, the first 10 contracts), whichever tab is open, so every tab opens on
 * data already there. Renders nothing.
 */
export function PrefetchPortalData() {
  const queryClient = useQueryClient();
  const userId = useCurrentUser().data?.id;

  useEffect(() => {
    if (!userId) return;
    void Promise.all([
      queryClient.prefetchQuery(dashboardStatsQueryOptions()),
      queryClient.prefetchQuery(documentsQueryOptions(FIRST_DOCUMENTS_PAGE)),
      queryClient.prefetchQuery(contractsQueryOptions(FIRST_CONTRACTS_PAGE)),
    ]);
  }, [queryClient, userId]);

  return null;
}
