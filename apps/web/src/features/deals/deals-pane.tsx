import { DEAL_STATUS_LABELS, DEAL_STATUSES, LIMITS, type DealStatus } from '@ctp/domain';
import { Handshake } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { ListPane } from '@/components/ui/list-pane';
import { FilterSelect } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useListParams } from '@/lib/use-list-params';
import { useDeals } from './api/get-deals';
import { DealList } from './components/deal-list';
import { DealRoom } from './components/deal-room';
import { DEAL_ROOM_PARAM, dealRoomSearch } from './deal-links';
import { dealTexts } from './texts';

const isDealStatus = (value: string): value is DealStatus => (DEAL_STATUSES as readonly string[]).includes(value);

/**
 * The Deals tab of the trader and seller portals and the admin panel (issue 13): the caller's deals, 10 a page,
 * filtered by status; a deal's room opens in the pane at its own URL (?deal=…), so a reload or a shared link shows it.
 */
export function DealsPane() {
  const { page, values, update, searchParams } = useListParams(['status', DEAL_ROOM_PARAM] as const);
  const dealId = values[DEAL_ROOM_PARAM];
  if (dealId) return <DealRoom key={dealId} dealId={dealId} backSearch={dealRoomSearch(searchParams, null)} />;
  return <DealsList page={page} statusValue={values.status} update={update} roomSearch={(id) => dealRoomSearch(searchParams, id)} />;
}

interface DealsListProps {
  page: number;
  statusValue: string;
  update: ReturnType<typeof useListParams<'status'>>['update'];
  roomSearch: (dealId: string) => string;
}

function DealsList({ page, statusValue, update, roomSearch }: DealsListProps) {
  const status = isDealStatus(statusValue) ? statusValue : undefined;
  const deals = useDeals({ page, limit: LIMITS.listItems, status });
  const data = deals.data;
  // Only a page or filter change waiting on the server counts as busy, not the list's own reloads (a live list).
  const switching = deals.isPlaceholderData;
  const { text, t } = useTexts(dealTexts);
  const statusLabels = useDomainTable(DEAL_STATUS_LABELS);
  const statusOptions = DEAL_STATUSES.map((value) => ({ value, label: statusLabels[value] }));

  return (
    <Card className="p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-base font-semibold text-white">{text.list.heading}</h2>
          <p className="mt-0.5 text-sm text-slate-400" aria-live="polite">
            {data
              ? status
                ? t('dealCountWithStatus', { count: data.total, status: statusLabels[status].toLowerCase() })
                : t('dealCount', { count: data.total })
              : ' '}
          </p>
        </div>
        <div className="flex items-center gap-3">
          {switching && <Spinner label={text.list.updating} />}
          <FilterSelect
            label={text.list.filterLabel}
            className="w-full sm:w-64"
            value={status}
            placeholder={text.list.allStatuses}
            options={statusOptions}
            onChange={(next) => update({ status: next })}
          />
        </div>
      </div>

      <div className="mt-4">
        <ListPane
          query={deals}
          items={(list) => list.deals}
          loadingText={text.list.loading}
          errorText={text.failed.loadFailed}
          empty={{
            icon: Handshake,
            title: text.list.emptyTitle,
            text: text.list.emptyText,
          }}
          filtered={status !== undefined}
          filteredEmpty={{ text: text.list.filteredEmpty }}
          pagination={{ label: text.list.pages, onPageChange: (next) => update({ page: next }), busy: switching }}
        >
          {(items) => <DealList deals={items} roomLink={(deal) => roomSearch(deal.id)} />}
        </ListPane>
      </div>
    </Card>
  );
}
