import type { InvestmentOpportunitySummary, PortalInquiry } from '@ctp/domain';
import { CheckCircle2, MapPin } from 'lucide-react';
import { useId } from 'react';
import { ExampleBadge } from '@/components/example-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatCompactMoney, formatDate } from '@/lib/format';
import { ExampleNote } from './example-note';
import { InvestmentStatusBadge, RiskBadge, StructureLabel } from './investment-badges';
import { formatReturn, formatTerm } from './investment-format';
import { useTexts } from '@/lib/i18n/texts';
import { streamingRoyaltyTexts } from '../texts';


interface OpportunityCardProps {
  opportunity: InvestmentOpportunitySummary;
  /** The user's latest expression of interest in it, if any. */
  interest: PortalInquiry | undefined;
  onViewDetails: () => void;
  onExpressInterest: () => void;
}

/** One streaming or royalty opportunity (spec 3: minInvestment, expectedReturn, term, status, riskLevel). */
export function OpportunityCard({ opportunity: o, interest, onViewDetails, onExpressInterest }: OpportunityCardProps) {
  const titleId = useId();
  const exampleId = useId();
  const { text, t } = useTexts(streamingRoyaltyTexts);
  return (
    <Card className="flex h-full flex-col p-5 transition hover:border-gold-500/30 sm:p-6">
      <article aria-labelledby={titleId} className="flex h-full flex-col">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <StructureLabel structure={`${text.structures[o.structure]} · ${o.commodity}`} />
          <span className="flex flex-wrap items-center gap-2">
            {o.example && <ExampleBadge />}
            <InvestmentStatusBadge status={o.status} />
          </span>
        </div>
        <h3 id={titleId} className="mt-3 text-lg font-semibold text-white">
          {o.title}
        </h3>
        <p className="mt-1 flex items-center gap-1.5 text-xs text-slate-400">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
          {o.region} · {o.operator}
        </p>
        <p className="mt-3 line-clamp-2 text-sm leading-relaxed text-slate-300">{o.summary}</p>

        <dl className="mt-5 grid grid-cols-3 gap-3 rounded-xl border border-white/5 bg-ink-950/40 p-3.5">
          <Figure term={text.opportunity.minInvestment} value={formatCompactMoney(o.minInvestment)} highlight />
          <Figure term={text.opportunity.expectedReturn} value={formatReturn(o.expectedReturn, t)} />
          <Figure term={text.opportunity.term} value={formatTerm(o.termMonths, t)} />
        </dl>

        <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
          <RiskBadge level={o.riskLevel} />
          {o.facilitySize !== null && <span className="text-xs text-slate-400">{t('opportunity.facility', { amount: formatCompactMoney(o.facilitySize) })}</span>}
        </div>

        <div className="mt-auto pt-5">
          {interest && (
            <p className="mb-3 flex items-center gap-1.5 text-xs text-emerald-300">
              <CheckCircle2 aria-hidden="true" className="size-3.5" />
              {t('opportunity.interestSent', { date: formatDate(interest.createdAt) })}
              {interest.amount !== null && ` · ${formatCompactMoney(interest.amount)}`}
            </p>
          )}
          {o.example && <ExampleNote id={exampleId} className="mb-3" />}
          <div className="grid grid-cols-2 gap-3">
            <Button variant="secondary" onClick={onViewDetails} aria-describedby={titleId}>
              {text.viewDetails}
            </Button>
            {/* An example takes no inquiries: the button stays, disabled, with the reason beside it. */}
            <Button onClick={onExpressInterest} disabled={o.example} aria-describedby={o.example ? `${titleId} ${exampleId}` : titleId}>
              {text.expressInterest}
            </Button>
          </div>
        </div>
      </article>
    </Card>
  );
}

function Figure({ term, value, highlight = false }: { term: string; value: string; highlight?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-[10px] leading-tight font-medium tracking-wider text-slate-400 uppercase">{term}</dt>
      <dd className={highlight ? 'mt-1 text-base font-semibold text-gold-300 tabular-nums' : 'mt-1 text-sm font-semibold text-white tabular-nums'}>{value}</dd>
    </div>
  );
}
