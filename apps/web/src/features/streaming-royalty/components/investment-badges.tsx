import { PROJECT_STAGES, RISK_LEVELS, type InvestmentStatus, type ProjectStage, type RiskLevel } from '@ctp/domain/investments';
import { cx } from '@/components/ui/cx';
import { useTexts } from '@/lib/i18n/texts';
import { streamingRoyaltyTexts } from '../texts';


const pill = 'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-[11px] font-semibold tracking-wide';

const RISK_TONES: Record<RiskLevel, { pill: string; bar: string }> = {
  Low: { pill: 'border-emerald-500/30 bg-emerald-500/10 text-emerald-300', bar: 'bg-emerald-400' },
  Medium: { pill: 'border-amber-500/30 bg-amber-500/10 text-amber-300', bar: 'bg-amber-400' },
  'Medium-High': { pill: 'border-orange-500/30 bg-orange-500/10 text-orange-300', bar: 'bg-orange-400' },
  High: { pill: 'border-red-500/30 bg-red-500/10 text-red-300', bar: 'bg-red-400' },
};

/** The risk level (spec 4) as a badge with a four-step meter. */
export function RiskBadge({ level, className }: { level: RiskLevel; className?: string }) {
  const steps = RISK_LEVELS.indexOf(level) + 1;
  const { text } = useTexts(streamingRoyaltyTexts);
  return (
    <span className={cx(pill, RISK_TONES[level].pill, className)}>
      <span aria-hidden="true" className="flex items-end gap-0.5">
        {RISK_LEVELS.map((l, i) => (
          <span key={l} className={cx('w-0.5 rounded-full', i < steps ? RISK_TONES[level].bar : 'bg-white/15')} style={{ height: `${6 + i * 2}px` }} />
        ))}
      </span>
      {text.risk[level]}
    </span>
  );
}

const STATUS_TONES: Record<InvestmentStatus, string> = {
  Production: 'border-emerald-500/30 bg-emerald-500/10 text-emerald-300',
  Construction: 'border-sky-500/30 bg-sky-500/10 text-sky-300',
  Development: 'border-violet-500/30 bg-violet-500/10 text-violet-300',
  'Pre-production': 'border-amber-500/30 bg-amber-500/10 text-amber-300',
};

/** The investment status (spec 4): Pre-production, Production, Development, Construction. */
export function InvestmentStatusBadge({ status }: { status: InvestmentStatus }) {
  const { text } = useTexts(streamingRoyaltyTexts);
  return (
    <span className={cx(pill, STATUS_TONES[status])}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {text.statuses[status]}
    </span>
  );
}

/** A project's stage, in gold. */
export function StageBadge({ stage }: { stage: ProjectStage }) {
  const { text } = useTexts(streamingRoyaltyTexts);
  return <span className={cx(pill, 'border-gold-500/30 bg-gold-500/10 text-gold-300')}>{text.stages[stage]}</span>;
}

/** How far a project has come, exploration to construction: one segment per stage. */
export function StageTrack({ stage }: { stage: ProjectStage }) {
  const reached = PROJECT_STAGES.indexOf(stage);
  const { text, t } = useTexts(streamingRoyaltyTexts);
  return (
    <div>
      <div aria-hidden="true" className="flex gap-1">
        {PROJECT_STAGES.map((s, i) => (
          <span key={s} className={cx('h-1 flex-1 rounded-full', i <= reached ? 'bg-linear-to-r from-gold-500 to-gold-300' : 'bg-white/10')} />
        ))}
      </div>
      <p className="mt-1.5 text-[11px] text-slate-400">
        {t('stageOf', { number: reached + 1, total: PROJECT_STAGES.length, stage: text.stages[stage] })}
      </p>
    </div>
  );
}

/** Streaming or Royalty, as a quiet label. */
export function StructureLabel({ structure }: { structure: string }) {
  return <span className="text-[11px] font-semibold tracking-[0.16em] text-gold-400 uppercase">{structure}</span>;
}
