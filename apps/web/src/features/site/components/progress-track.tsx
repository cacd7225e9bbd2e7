import { Reveal } from './reveal';

interface ProgressTrackProps {
  /** Names the list, e.g. 'The stages of a gold deal'. */
  label: string;
  stages: readonly { title: string; body: string }[];
}

/** The stages a deal passes through, as a vertical timeline (an ordered list). */
export function ProgressTrack({ label, stages }: ProgressTrackProps) {
  return (
    <Reveal className="rounded-3xl border border-white/8 bg-linear-to-b from-ink-800/80 to-ink-950 p-6 shadow-2xl shadow-black/40 sm:p-8">
      <p className="text-xs font-semibold tracking-[0.2em] text-gold-400 uppercase">{label}</p>
      <ol aria-label={label} className="relative mt-6 space-y-6">
        <span aria-hidden="true" className="absolute top-3 bottom-3 start-[15px] w-px bg-linear-to-b from-gold-400/70 via-gold-500/30 to-gold-500/5" />
        {stages.map((stage, index) => (
          <li key={stage.title} className="relative flex gap-5">
            <span
              aria-hidden="true"
              className="relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border border-gold-400/60 bg-ink-950 text-sm font-semibold text-gold-300"
            >
              {index + 1}
            </span>
            <div className="pt-1">
              <p className="font-semibold text-white">{stage.title}</p>
              <p className="mt-1 text-sm leading-relaxed text-slate-400">{stage.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </Reveal>
  );
}
