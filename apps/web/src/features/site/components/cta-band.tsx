import type { ReactNode } from 'react';
import { ActionRow, type Action } from './actions';
import { Container } from './layout';
import { Reveal } from './reveal';

interface CtaBandProps {
  /** Becomes the h2's id. */
  id: string;
  title: ReactNode;
  body: ReactNode;
  actions: readonly Action[];
  /** A line under the buttons, e.g. a mail link for those who prefer to write. */
  note?: ReactNode;
}

/** The closing call to action of a content page: a gold-edged panel with one or two buttons. */
export function CtaBand({ id, title, body, actions, note }: CtaBandProps) {
  return (
    <section aria-labelledby={id} className="relative border-t border-white/5 bg-ink-950 py-20 sm:py-28">
      <Container>
        <Reveal className="relative isolate overflow-hidden rounded-3xl border border-gold-500/25 bg-linear-to-br from-ink-800 via-ink-900 to-ink-950 px-6 py-14 text-center shadow-2xl shadow-black/50 sm:px-12 sm:py-16">
          <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
            <div className="absolute -top-32 left-1/2 h-72 w-[40rem] -translate-x-1/2 rounded-full bg-gold-500/20 blur-3xl" />
            <div className="absolute inset-x-10 top-0 h-px bg-linear-to-r from-transparent via-gold-300/70 to-transparent" />
            <svg className="absolute end-0 bottom-0 h-full w-1/2 opacity-[0.07]" viewBox="0 0 400 300" preserveAspectRatio="xMaxYMax slice">
              {Array.from({ length: 9 }, (_, i) => (
                <circle key={i} cx="400" cy="300" r={40 + i * 36} fill="none" stroke="#e6c35c" strokeWidth="1" />
              ))}
            </svg>
          </div>
          <h2 id={id} className="mx-auto max-w-3xl text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-pretty text-slate-300">{body}</p>
          <ActionRow actions={actions} className="mt-9 justify-center" />
          {note && <p className="mt-6 text-sm text-slate-400">{note}</p>}
        </Reveal>
      </Container>
    </section>
  );
}
