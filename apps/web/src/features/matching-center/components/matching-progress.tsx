import { matchingProgress, statusLabel } from '@/features/orders';

/** A progress bar read off the status (not a measured figure), and the line says so. */
export function MatchingProgress({ status }: { status: string }) {
  const percent = matchingProgress(status);
  return (
    <div>
      <div className="flex justify-between text-xs text-slate-400">
        <span>Matching progress</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Matching progress"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-1 h-1.5 overflow-hidden rounded-full bg-white/5"
      >
        <div className="h-full rounded-full bg-gold-500" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-500">Derived from the status ({statusLabel(status)}): pending 25%, active 50%, matched 75%, contract signed 90%, completed 100%.</p>
    </div>
  );
}
