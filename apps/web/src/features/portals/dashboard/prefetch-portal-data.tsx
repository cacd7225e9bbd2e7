import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../lib/session/session-provider';
import { contractsQueryOptions, FIRST_CONTRACTS_PAGE } from '../contracts/api/get-contracts';
import { documentsQueryOptions, FIRST_DOCUMENTS_PAGE } from '../documents/api/get-documents';
import { dashboardStatsQueryOptions } from './api/get-dashboard-stats';

/**
 * Spec 7.3: on sign-in or a restored session the portal starts three loads in parallel (dashboard
 * stats, the first 10 documents, the first 10 contracts), whichever tab is open, so every tab opens on
 * data already there. Renders nothing.
 */
export function PrefetchPortalData() {
  const queryClient = useQueryClient();
  const { state } = useSession();
  const userId = state.user?.id;

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
