import { LIMITS } from '@ctp/domain/constants';
import { COMMODITY_CATEGORIES, type CommodityCategory } from '@ctp/domain/trading';
import { Gauge, GitMerge, ShoppingCart, Sparkles, Store, Wand2, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState, LoadError } from '@/components/ui/list-pane';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { useListParams } from '@/lib/use-list-params';
import { useAutoMatch } from './api/auto-match';
import { useMatchSuggestions } from './api/get-match-suggestions';
import { suggestionKey, type ConfirmedMatch, type MatchingStats, type MatchSuggestion } from './api/match-suggestion';
import { ConfirmMatchDialog, type PairToConfirm } from './components/confirm-match-dialog';
import { ManualMatchDialog } from './components/manual-match-dialog';
import { SuggestionCard } from './components/suggestion-card';
import { adminMatchingTexts } from './texts';

const isCategory = (value: string): value is CommodityCategory => (COMMODITY_CATEGORIES as readonly string[]).includes(value);
const SEARCH_DELAY_MS = 300;

function StatCard({ label, value, icon: Icon }: { label: string; value: string; icon: LucideIcon }) {
  return (
    <li className="rounded-xl border border-white/10 bg-ink-800/80 p-4">
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs font-medium tracking-wide text-slate-400 uppercase">{label}</p>
        <Icon aria-hidden="true" className="size-4 text-gold-300" />
      </div>
      <p className="mt-2 text-xl font-semibold text-white tabular-nums">{value}</p>
    </li>
  );
}

function MatchingStatCards({ stats }: { stats: MatchingStats }) {
  const { text } = useTexts(adminMatchingTexts);
  const labels = text.stats;
  return (
    <ul aria-label={labels.label} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label={labels.buyRequests} value={String(stats.buyRequests)} icon={ShoppingCart} />
      <StatCard label={labels.sellOffers} value={String(stats.sellOffers)} icon={Store} />
      <StatCard label={labels.suggestions} value={String(stats.suggestions)} icon={Sparkles} />
      <StatCard label={labels.averageScore} value={`${formatNumber(stats.averageScore, { maxDecimals: 1 })}%`} icon={Gauge} />
    </ul>
  );
}

/**
 * Trade Matching (spec 2.18, 9), server-backed: the server scores every active buy order against every
 * active sell order of the same commodity; the admin confirms a pair (suggested, auto-proposed or
 * chosen by hand) and the server matches both orders and drafts their contract.
 */
export function AdminMatchingPane() {
  const { text, t } = useTexts(adminMatchingTexts);
  const labels = text.pane;
  const commodityOptions = COMMODITY_CATEGORIES.map((category) => ({ value: category, label: text.commodities[category] }));
  const { page, values, update } = useListParams(['search', 'commodity', 'high'] as const);
  const commodity = isCategory(values.commodity) ? values.commodity : undefined;
  const highCompatibility = values.high === 'true';
  const suggestions = useMatchSuggestions({ search: values.search || undefined, commodity, highCompatibility, page, limit: LIMITS.listItems });
  const autoMatch = useAutoMatch();
  const [searchText, setSearchText] = useState(values.search);
  const [pair, setPair] = useState<PairToConfirm | null>(null);
  const [manualOpen, setManualOpen] = useState(false);
  const [confirmed, setConfirmed] = useState<ConfirmedMatch | null>(null);

  useEffect(() => {
    if (searchText.trim() === values.search) return;
    const timer = setTimeout(() => update({ search: searchText.trim() || null }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, values.search, update]);

  const onConfirmed = (result: ConfirmedMatch) => {
    setConfirmed(result);
    setPair(null);
    // A proposal that used either order is gone now; the admin asks for new proposals.
    autoMatch.reset();
  };
  const create = (suggestion: MatchSuggestion) => setPair({ buyTrade: suggestion.buyTrade, sellTrade: suggestion.sellTrade });
  const excludedForKyc = suggestions.data?.stats.excludedForKyc ?? 0;
  const excludedInactive = suggestions.data?.stats.excludedInactiveOwner ?? 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-base font-semibold text-white">{labels.heading}</h2>
          <p className="mt-0.5 text-sm text-slate-400">{labels.intro}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => autoMatch.mutate()} busy={autoMatch.isPending} busyText={labels.matching}>
            <Wand2 aria-hidden="true" className="size-4" />
            {labels.autoMatch}
          </Button>
          <Button onClick={() => setManualOpen(true)}>
            <GitMerge aria-hidden="true" className="size-4" />
            {labels.createManual}
          </Button>
        </div>
      </div>

      {confirmed && (
        <SuccessBox heading={labels.confirmedHeading}>
          <p>
            {labels.confirmedBefore} <span className="font-mono font-semibold">{confirmed.contract.contractNumber}</span> {labels.confirmedAfter}
          </p>
        </SuccessBox>
      )}
      {autoMatch.isError && (
        <ErrorBox>
          <p>{errorMessage(autoMatch.error, text.failures.autoMatchFailed)}</p>
        </ErrorBox>
      )}

      {suggestions.isPending ? (
        <div className="py-8 text-center">
          <Spinner label={labels.loading} showLabel />
        </div>
      ) : suggestions.isError ? (
        <LoadError message={text.failures.suggestionsFailed} error={suggestions.error} onRetry={() => void suggestions.refetch()} retrying={suggestions.isFetching} />
      ) : (
        <>
          <MatchingStatCards stats={suggestions.data.stats} />
          {excludedForKyc > 0 && (
            <p className="text-sm text-amber-200">{t('excludedKyc', { count: excludedForKyc })}</p>
          )}
          {excludedInactive > 0 && (
            <p className="text-sm text-amber-200">{t('excludedInactive', { count: excludedInactive })}</p>
          )}
        </>
      )}

      {autoMatch.data && (
        <Card className="p-6">
          <div className="flex items-center justify-between gap-3">
            <h3 className="text-base font-semibold text-white">{labels.proposals}</h3>
            <Button variant="ghost" onClick={() => autoMatch.reset()}>
              {labels.dismiss}
            </Button>
          </div>
          {autoMatch.data.proposals.length === 0 ? (
            <p className="mt-3 text-sm text-slate-400">{labels.noProposals}</p>
          ) : (
            <ul aria-label={labels.proposals} className="mt-4 space-y-4">
              {autoMatch.data.proposals.map((proposal) => (
                <SuggestionCard key={suggestionKey(proposal)} suggestion={proposal} onCreate={create} />
              ))}
            </ul>
          )}
        </Card>
      )}

      <Card className="p-6">
        <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_auto] md:items-center">
          <SearchBox
            id="admin-match-search"
            label={labels.searchLabel}
            value={searchText}
            maxLength={100}
            placeholder={labels.searchPlaceholder}
            onChange={setSearchText}
          />
          <Select
            label={labels.commodityFilter}
            hideLabel
            value={commodity ?? ''}
            placeholder={labels.allCommodities}
            options={commodityOptions}
            onChange={(event) => update({ commodity: event.target.value || null })}
          />
          <Checkbox label={labels.highOnly} checked={highCompatibility} onChange={(event) => update({ high: event.target.checked ? 'true' : null })} />
          <span className="flex w-5 justify-center">{suggestions.isFetching && !suggestions.isPending && <Spinner label={labels.updating} />}</span>
        </div>

        <div className="mt-5">
          {suggestions.data && suggestions.data.suggestions.length === 0 ? (
            <EmptyState icon={GitMerge} title={labels.emptyTitle}>
              {highCompatibility || commodity || values.search
                ? labels.filteredEmpty
                : labels.emptyText}
            </EmptyState>
          ) : suggestions.data ? (
            <>
              <ul aria-label={labels.listLabel} className="space-y-4">
                {suggestions.data.suggestions.map((suggestion) => (
                  <SuggestionCard key={suggestionKey(suggestion)} suggestion={suggestion} onCreate={create} />
                ))}
              </ul>
              <Pagination
                label={labels.pages}
                page={suggestions.data.page}
                totalPages={suggestions.data.totalPages}
                onPageChange={(next) => update({ page: next })}
                busy={suggestions.isFetching}
              />
            </>
          ) : null}
        </div>
      </Card>

      <ManualMatchDialog open={manualOpen} onClose={() => setManualOpen(false)} onChoose={setPair} />
      <ConfirmMatchDialog pair={pair} onClose={() => setPair(null)} onConfirmed={onConfirmed} />
    </div>
  );
}
