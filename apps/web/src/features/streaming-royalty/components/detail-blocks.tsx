import type { ReactNode } from 'react';

/** The key figures of a detail dialog, two or four to a row. */
export function FactGrid({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-white/5 bg-white/5 sm:grid-cols-4">{children}</dl>;
}

export function Fact({ term, children, highlight = false }: { term: string; children: ReactNode; highlight?: boolean }) {
  return (
    <div className="bg-ink-900/90 px-4 py-3">
      <dt className="text-[10px] font-medium tracking-wider text-slate-400 uppercase">{term}</dt>
      <dd className={highlight ? 'mt-1 text-base font-semibold text-gold-300 tabular-nums' : 'mt-1 text-sm font-semibold text-white'}>{children}</dd>
    </div>
  );
}

/** Long text as paragraphs (the server separates them with a blank line). */
export function Paragraphs({ text }: { text: string }) {
  return (
    <div className="space-y-3 text-sm leading-relaxed text-slate-300">
      {text.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h3 className="mb-3 text-xs font-semibold tracking-[0.16em] text-gold-400 uppercase">{title}</h3>
      {children}
    </section>
  );
}
