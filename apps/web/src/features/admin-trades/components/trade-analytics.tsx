import { formatAdminMoney } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import type { AdminTradeSummary } from '../api/admin-trade-list';
import { adminTradesTexts } from '../texts';

interface Row {
  key: string;
  label: string;
  count: number;
  bar: string;
}

/**
 * Trade Analytics: the summary's counts by status as shares of all trades the filters select. The
 * summary counts pending, active and completed trades; the rest (matched, in negotiation, signed,
 * cancelled, rejected) show as one 'Other statuses' row.
 */
export function TradeAnalytics({ summary, id }: { summary: AdminTradeSummary; id: string }) {
  const { text, t } = useTexts(adminTradesTexts);
  const labels = text.analytics;
  const other = Math.max(0, summary.total - summary.pendingApproval - summary.active - summary.completed);
  const rows: Row[] = [
    { key: 'pending', label: labels.pendingApproval, count: summary.pendingApproval, bar: 'bg-amber-400' },
    { key: 'active', label: labels.active, count: summary.active, bar: 'bg-sky-400' },
    { key: 'completed', label: labels.completed, count: summary.completed, bar: 'bg-emerald-400' },
    { key: 'other', label: labels.other, count: other, bar: 'bg-slate-400' },
  ];
  const share = (count: number) => (summary.total > 0 ? Math.round((count / summary.total) * 100) : 0);
  return (
    <section id={id} tabIndex={-1} aria-label={labels.label} className="rounded-xl border border-gold-500/20 bg-ink-900/40 p-5 focus:outline-none">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-sm font-semibold text-white">{labels.heading}</h3>
        <p className="text-xs text-slate-400">{t('analyticsTotal', { count: summary.total, volume: formatAdminMoney(summary.tradedVolume) })}</p>
      </div>
      <ul className="mt-4 space-y-3">
        {rows.map((row) => (
          <li key={row.key} className="text-sm">
            <div className="flex justify-between text-slate-300">
              <span>{row.label}</span>
              <span className="tabular-nums">
                {row.count} ({share(row.count)}%)
              </span>
            </div>
            <div className="mt-1 h-1.5 rounded-full bg-white/5">
              <div className={`h-1.5 rounded-full ${row.bar}`} style={{ width: `${share(row.count)}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
