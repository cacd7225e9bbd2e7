import { CONTRACT_STATUSES, LIMITS, type ContractStatus } from '@ctp/domain';
import { FileSignature } from 'lucide-react';
import { useCallback, useId } from 'react';
import { Card } from '@/components/ui/card';
import { ListPane } from '@/components/ui/list-pane';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useListParams } from '@/lib/use-list-params';
import { useUrlText } from '@/lib/use-url-text';
import { useContracts } from './api/get-contracts';
import { ContractDetailDialog } from './components/contract-detail-dialog';
import { ContractList } from './components/contract-list';
import { CONTRACT_STATUS_LABELS } from './contract-format';
import { CONTRACT_UI_TEXTS } from './texts';

const STATUS_OPTIONS = CONTRACT_STATUSES.map((status) => ({ value: status, label: CONTRACT_STATUS_LABELS[status] ?? status }));
const isContractStatus = (value: string): value is ContractStatus => (CONTRACT_STATUSES as readonly string[]).includes(value);

interface ContractsBrowserProps {
  heading: string;
  /** What an empty list says when no filter is set. */
  emptyText: string;
  /** Offers the search by contract number or party name (the administrator's view of every contract). */
  searchable?: boolean;
}

/**
 * The contracts the server shows the caller (a member: their own; an administrator: all), 10 a page, filtered by
 * status (and searched); a contract opens in a dialog whose id is in the URL (?contract=…), so a reload or a shared
 * link shows it again.
 */
export function ContractsBrowser({ heading, emptyText, searchable = false }: ContractsBrowserProps) {
  const { page, values, update } = useListParams(['status', 'q', 'contract'] as const);
  const status = isContractStatus(values.status) ? values.status : undefined;
  const q = searchable ? values.q || undefined : undefined;
  const [searchText, setSearchText] = useUrlText(
    values.q,
    useCallback((text: string | null) => update({ q: text }), [update]),
  );
  const searchId = useId();
  const contracts = useContracts({ page, limit: LIMITS.listItems, status, q });
  const data = contracts.data;
  // Only a page or filter change waiting on the server counts as busy: the list also reloads on its own
  // (a live list), and that must not flash a spinner or disable, and so unfocus, the page buttons.
  const switching = contracts.isPlaceholderData;

  return (
    <Card className="p-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h2 className="text-base font-semibold text-white">{heading}</h2>
          <p className="mt-0.5 text-sm text-slate-400" aria-live="polite">
            {data ? `${data.total} ${data.total === 1 ? 'contract' : 'contracts'}${status ? ` ${CONTRACT_STATUS_LABELS[status]?.toLowerCase()}` : ''}` : ' '}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {switching && <Spinner label="Updating..." />}
          {searchable && (
            <SearchBox
              id={searchId}
              label="Search contracts"
              placeholder="Contract number or party name"
              className="w-full sm:w-72"
              value={searchText}
              onChange={setSearchText}
              onClear={() => setSearchText('')}
            />
          )}
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
          empty={{ icon: FileSignature, title: 'No contracts found', text: emptyText }}
          filtered={status !== undefined || q !== undefined}
          filteredEmpty={{ text: 'No contract matches these filters. Change the search or the status.' }}
          pagination={{ label: 'Contract pages', onPageChange: (next) => update({ page: next }), busy: switching }}
        >
          {(items) => (
            <>
              <div className="hidden grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto_auto] gap-x-4 border-b border-white/5 px-3 pb-2 text-xs font-medium tracking-wide text-slate-400 uppercase md:grid">
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
