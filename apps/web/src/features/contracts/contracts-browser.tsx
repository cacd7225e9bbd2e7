import { CONTRACT_STATUSES, LIMITS, type ContractStatus } from '@ctp/domain';
import { FileSignature } from 'lucide-react';
import { useCallback, useId } from 'react';
import { Card } from '@/components/ui/card';
import { ListPane } from '@/components/ui/list-pane';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useTexts } from '@/lib/i18n/texts';
import { useListParams } from '@/lib/use-list-params';
import { useUrlText } from '@/lib/use-url-text';
import { useContracts } from './api/get-contracts';
import { ContractDetailDialog } from './components/contract-detail-dialog';
import { ContractList } from './components/contract-list';
import { labelOf } from './contract-format';
import { contractTexts } from './texts';

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
  const { text, t } = useTexts(contractTexts);
  const statusOptions = CONTRACT_STATUSES.map((value) => ({ value, label: labelOf(text.statuses, value) }));

  return (
    <Card className="p-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h2 className="text-base font-semibold text-white">{heading}</h2>
          <p className="mt-0.5 text-sm text-slate-400" aria-live="polite">
            {data
              ? status
                ? t('contractCountWithStatus', { count: data.total, status: labelOf(text.statuses, status).toLowerCase() })
                : t('contractCount', { count: data.total })
              : ' '}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {switching && <Spinner label={text.browser.updating} />}
          {searchable && (
            <SearchBox
              id={searchId}
              label={text.browser.search}
              placeholder={text.browser.searchPlaceholder}
              className="w-full sm:w-72"
              value={searchText}
              onChange={setSearchText}
              onClear={() => setSearchText('')}
            />
          )}
          <Select
            label={text.browser.filterLabel}
            hideLabel
            className="w-full sm:w-56"
            value={status ?? ''}
            placeholder={text.browser.allStatuses}
            options={statusOptions}
            onChange={(event) => update({ status: event.target.value || null })}
          />
        </div>
      </div>

      <div className="mt-4">
        <ListPane
          query={contracts}
          items={(page) => page.contracts}
          loadingText={text.browser.loading}
          errorText={text.failed.loadFailed}
          empty={{ icon: FileSignature, title: text.browser.emptyTitle, text: emptyText }}
          filtered={status !== undefined || q !== undefined}
          filteredEmpty={{ text: text.browser.filteredEmpty }}
          pagination={{ label: text.browser.pages, onPageChange: (next) => update({ page: next }), busy: switching }}
        >
          {(items) => (
            <>
              <div className="hidden grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto_auto] gap-x-4 border-b border-white/5 px-3 pb-2 text-xs font-medium tracking-wide text-slate-400 uppercase md:grid">
                <span>{text.browser.columns.contract}</span>
                <span>{text.browser.columns.value}</span>
                <span>{text.browser.columns.delivery}</span>
                <span>{text.browser.columns.status}</span>
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
