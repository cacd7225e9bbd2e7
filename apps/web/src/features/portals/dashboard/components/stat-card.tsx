import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';

interface StatCardProps {
  label: string;
  icon: LucideIcon;
  value: ReactNode;
  /** The line under the figure: 'Last 30 days'. */
  detail: ReactNode;
}

/** One headline figure of the dashboard. */
export function StatCard({ label, icon: Icon, value, detail }: StatCardProps) {
  return (
    <Card className="group relative overflow-hidden p-5">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-12 -right-12 size-32 rounded-full bg-gold-500/10 blur-2xl transition group-hover:bg-gold-500/15"
      />
      <div className="relative flex items-start justify-between gap-3">
        <h2 className="text-xs font-semibold tracking-[0.14em] text-slate-400 uppercase">{label}</h2>
        <span className="flex size-9 items-center justify-center rounded-xl border border-gold-500/25 bg-gold-500/10 text-gold-300">
          <Icon aria-hidden="true" className="size-4.5" />
        </span>
      </div>
      <div className="relative mt-3 text-3xl font-semibold tracking-tight text-white tabular-nums">{value}</div>
      <div className="relative mt-1.5 text-sm text-slate-400">{detail}</div>
    </Card>
  );
}
