import type { Contract } from '@ctp/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/list-pane';
import { Spinner } from '@/components/ui/spinner';
import { CONTRACT_UI_TEXTS } from '../texts';

/** One contract's loading and failure states; the contract itself is drawn by `children`. */
export function ContractLoad({ query, children }: { query: UseQueryResult<Contract>; children: (contract: Contract) => ReactNode }) {
  if (query.isPending) {
    return (
      <div className="py-10 text-center">
        <Spinner label="Loading contract..." showLabel />
      </div>
    );
  }
  if (query.isError) {
    return <LoadError message={CONTRACT_UI_TEXTS.loadOneFailed} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return children(query.data);
}
