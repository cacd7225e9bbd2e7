import type { CapitalProjectSummary, PortalInquiry } from '@ctp/domain';
import { CheckCircle2, MapPin } from 'lucide-react';
import { useId } from 'react';
import { ExampleBadge } from '@/components/example-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatCompactMoney, formatDate, formatPlainPercent } from '@/lib/format';
import { ExampleNote } from './example-note';
import { StageBadge, StageTrack, StructureLabel } from './investment-badges';
import { useTexts } from '@/lib/i18n/texts';
import { streamingRoyaltyTexts } from '../texts';


interface ProjectCardProps {
  project: CapitalProjectSummary;
  /** The user's latest proposal for it, if any. */
  proposal: PortalInquiry | undefined;
  onViewDetails: () => void;
  onSubmitProposal: () => void;
}

/** One project seeking development capital (spec 3: seekingAmount, stage, metrics). */
export function ProjectCard({ project: p, proposal, onViewDetails, onSubmitProposal }: ProjectCardProps) {
  const titleId = useId();
  const exampleId = useId();
  const { text: words, t } = useTexts(streamingRoyaltyTexts);
  const text = words.project;
  return (
    <Card className="flex h-full flex-col p-5 transition hover:border-gold-500/30 sm:p-6">
      <article aria-labelledby={titleId} className="flex h-full flex-col">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <StructureLabel structure={p.commodity} />
          <span className="flex flex-wrap items-center gap-2">
            {p.example && <ExampleBadge />}
            <StageBadge stage={p.stage} />
          </span>
        </div>
        <div className="mt-3 flex items-start justify-between gap-4">
          <div className="min-w-0">
            <h3 id={titleId} className="text-lg font-semibold text-white">
              {p.name}
            </h3>
            <p className="mt-1 flex items-center gap-1.5 text-xs text-slate-400">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
              {p.region} · {p.developer}
            </p>
          </div>
          <div className="shrink-0 text-end">
            <p className="text-[10px] font-medium tracking-wider text-slate-400 uppercase">{text.seeking}</p>
            <p className="text-2xl font-bold text-gold-300 tabular-nums">{formatCompactMoney(p.seekingAmount)}</p>
          </div>
        </div>
        <p className="mt-3 line-clamp-2 text-sm leading-relaxed text-slate-300">{p.summary}</p>

        <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl border border-white/5 bg-ink-950/40 p-3.5 sm:grid-cols-4">
          <Metric term={text.reserves} value={p.metrics.reserves} />
          <Metric term={text.grade} value={p.metrics.grade} />
          <Metric term={text.mineLife} value={t('years', { count: p.metrics.mineLifeYears })} />
          <Metric term={text.irr} value={formatPlainPercent(p.metrics.irrPercent)} />
        </dl>

        <div className="mt-4">
          <StageTrack stage={p.stage} />
        </div>

        <div className="mt-auto pt-5">
          {proposal && (
            <p className="mb-3 flex items-center gap-1.5 text-xs text-emerald-300">
              <CheckCircle2 aria-hidden="true" className="size-3.5" />
              {t('project.proposalSent', { date: formatDate(proposal.createdAt) })}
              {proposal.amount !== null && ` · ${formatCompactMoney(proposal.amount)}`}
            </p>
          )}
          {p.example && <ExampleNote id={exampleId} className="mb-3" />}
          <div className="grid grid-cols-2 gap-3">
            <Button variant="secondary" onClick={onViewDetails} aria-describedby={titleId}>
              {words.viewDetails}
            </Button>
            <Button onClick={onSubmitProposal} disabled={p.example} aria-describedby={p.example ? `${titleId} ${exampleId}` : titleId}>
              {words.submitProposal}
            </Button>
          </div>
        </div>
      </article>
    </Card>
  );
}

function Metric({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-[10px] font-medium tracking-wider text-slate-400 uppercase">{term}</dt>
      <dd className="mt-1 text-[13px] leading-snug font-semibold text-white" title={value}>
        {value}
      </dd>
    </div>
  );
}
