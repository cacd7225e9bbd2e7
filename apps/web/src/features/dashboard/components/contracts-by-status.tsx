import type { DashboardStats } from '@ctp/domain';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { useTexts } from '@/lib/i18n/texts';
import { dashboardTexts } from '../texts';

const ROWS = [
  { key: 'active', bar: 'bg-sky-400' },
  { key: 'pending', bar: 'bg-amber-400' },
  { key: 'draft', bar: 'bg-slate-400' },
  { key: 'completed', bar: 'bg-emerald-400' },
] as const;

/** The user's contracts by status (contractsByStatus of the dashboard stats), as proportional bars. */
export function ContractsByStatus({ counts, contractsHref }: { counts: DashboardStats['contractsByStatus']; contractsHref: string }) {
  const { text } = useTexts(dashboardTexts);
  const total = ROWS.reduce((sum, row) => sum + counts[row.key], 0);
  return (
    <Card className="flex flex-col p-6">
      <h2 className="text-base font-semibold text-white">{text.contractsByStatus}</h2>
      <ul className="mt-5 space-y-4">
        {ROWS.map((row) => {
          const count = counts[row.key];
          const share = total === 0 ? 0 : Math.round((count / total) * 100);
          return (
            <li key={row.key}>
              <div className="flex items-baseline justify-between text-sm">
                <span className="text-slate-300">{text.contractRows[row.key]}</span>
                <span className="font-medium text-white tabular-nums">{count}</span>
              </div>
              <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-white/5" aria-hidden="true">
                <div className={cx('h-full rounded-full', row.bar)} style={{ width: `${share}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
      <Link
        to={contractsHref}
        className="mt-auto inline-flex items-center gap-1 self-start rounded pt-6 text-sm font-medium text-gold-300 hover:text-gold-200 focus-visible:outline-2 focus-visible:outline-gold-400"
      >
        {text.openContracts} <ArrowRight aria-hidden="true" className="rtl:-scale-x-100 size-3.5" />
      </Link>
    </Card>
  );
}
