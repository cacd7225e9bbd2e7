import type { Contract } from '@ctp/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/list-pane';
import { Spinner } from '@/components/ui/spinner';
import { useTexts } from '@/lib/i18n/texts';
import { contractTexts } from '../texts';

/** One contract's loading and failure states; the contract itself is drawn by `children`. */
export function ContractLoad({ query, children }: { query: UseQueryResult<Contract>; children: (contract: Contract) => ReactNode }) {
  const { text } = useTexts(contractTexts);
  if (query.isPending) {
    return (
      <div className="py-10 text-center">
        <Spinner label={text.loading} showLabel />
      </div>
    );
  }
  if (query.isError) {
    return <LoadError message={text.failed.loadOneFailed} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return children(query.data);
}
