import { CONTRACT_STATUSES, LIMITS, type ContractStatus } from '@ctp/domain';
import { FileSignature } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { ListPane } from '@/components/ui/list-pane';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useListParams } from '@/lib/use-list-params';
import { useContracts } from './api/get-contracts';
import { ContractDetailDialog } from './components/contract-detail-dialog';
import { ContractList } from './components/contract-list';
import { CONTRACT_STATUS_LABELS } from './contract-format';
import { CONTRACT_UI_TEXTS } from './texts';

const STATUS_OPTIONS = CONTRACT_STATUSES.map((status) => ({ value: status, label: CONTRACT_STATUS_LABELS[status] ?? status }));
const isContractStatus = (value: string): value is ContractStatus => (CONTRACT_STATUSES as readonly string[]).includes(value);

/**
 * The contracts tab (spec 2.16): the user's contracts, 10 a page, filtered by status; a contract opens
 * in a dialog whose id is in the URL (?contract=…), so a reload or a shared link shows it again.
 */
export function ContractsPane() {
  const { page, values, update } = useListParams(['status', 'contract'] as const);
  const status = isContractStatus(values.status) ? values.status : undefined;
  const contracts = useContracts({ page, limit: LIMITS.listItems, status });
  const data = contracts.data;
  // Only a page or filter change waiting on the server counts as busy: the list also reloads on its own
  // (a live list), and that must not flash a spinner or disable, and so unfocus, the page buttons.
  const switching = contracts.isPlaceholderData;

  return (
    <Card className="p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-base font-semibold text-white">Your contracts</h2>
          <p className="mt-0.5 text-sm text-slate-400" aria-live="polite">
            {data ? `${data.total} ${data.total === 1 ? 'contract' : 'contracts'}${status ? ` ${CONTRACT_STATUS_LABELS[status]?.toLowerCase()}` : ''}` : ' '}
          </p>
        </div>
        <div className="flex items-center gap-3">
          {switching && <Spinner label="Updating..." />}
          <Select
            label="Filter by status"
            hideLabel
            className="w-full sm:w-56"
            value={status ?? ''}
            placeholder="All statuses"
            options={STATUS_OPTIONS}
            onChange={(event) => update({ status: event.target.value || null })}
          />
        </div>
      </div>

      <div className="mt-4">
        <ListPane
          query={contracts}
          items={(page) => page.contracts}
          loadingText="Loading contracts..."
          errorText={CONTRACT_UI_TEXTS.loadFailed}
          empty={{ icon: FileSignature, title: 'No contracts found', text: 'Contracts you are a party to, as buyer or seller, will appear here.' }}
          filtered={status !== undefined}
          filteredEmpty={{ text: 'No contract has this status. Choose another status, or all statuses.' }}
          pagination={{ label: 'Contract pages', onPageChange: (next) => update({ page: next }), busy: switching }}
        >
          {(items) => (
            <>
              <div className="hidden grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto_auto] gap-x-4 border-b border-white/5 px-3 pb-2 text-xs font-medium tracking-wide text-slate-500 uppercase md:grid">
                <span>Contract</span>
                <span>Value</span>
                <span>Delivery</span>
                <span>Status</span>
                <span className="w-4" />
              </div>
              <ContractList contracts={items} onOpen={(contract) => update({ contract: contract.id, page })} />
            </>
          )}
        </ListPane>
      </div>

      <ContractDetailDialog contractId={values.contract || null} onClose={() => update({ contract: null, page })} />
    </Card>
  );
}
