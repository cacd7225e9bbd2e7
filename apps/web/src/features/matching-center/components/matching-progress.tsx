import { matchingProgress, statusLabel } from '@/features/orders';
import { useTexts } from '@/lib/i18n/texts';
import { matchingCenterTexts } from '../texts';

/** A progress bar read off the status (not a measured figure), and the line says so. */
export function MatchingProgress({ status }: { status: string }) {
  const percent = matchingProgress(status);
  const { text, t } = useTexts(matchingCenterTexts);
  return (
    <div>
      <div className="flex justify-between text-xs text-slate-400">
        <span>{text.progress}</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={text.progress}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-1 h-1.5 overflow-hidden rounded-full bg-white/5"
      >
        <div className="h-full rounded-full bg-gold-500" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-500">{t('progressNote', { status: statusLabel(status) })}</p>
    </div>
  );
}
