import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import { useTexts } from '@/lib/i18n/texts';
import { ActionRow, type Action } from './actions';
import { Container } from './layout';
import { Eyebrow } from './section-heading';
import { partsTexts } from './texts';

interface PageHeroProps {
  eyebrow: string;
  /** The page's one h1. */
  title: ReactNode;
  lead: ReactNode;
  actions?: readonly Action[];
  /** Decorative SVG art shown beside the text on wide screens and under it on small ones. */
  art?: ReactNode;
  /** Short facts under the lead, e.g. the delivery terms of a desk. */
  highlights?: readonly string[];
}

/**
 * The opening of every content page. It is not wrapped in Reveal: it is what the visitor sees
 * first, so it is on screen at once, with or without JavaScript.
 */
export function PageHero({ eyebrow, title, lead, actions, art, highlights }: PageHeroProps) {
  const { text } = useTexts(partsTexts);
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden bg-ink-950 pt-28 pb-16 sm:pt-36 sm:pb-24">
      <HeroBackdrop />
      <Container className={cx('grid items-center gap-12', art && 'lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)]')}>
        <div>
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1
            id="page-title"
            className="text-4xl leading-[1.08] font-semibold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl"
          >
            {title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-slate-300">{lead}</p>
          {highlights && highlights.length > 0 && (
            <ul className="mt-8 flex flex-wrap gap-2" aria-label={text.hero.highlights}>
              {highlights.map((item) => (
                <li
                  key={item}
                  className="rounded-full border border-gold-500/25 bg-gold-500/5 px-3.5 py-1.5 text-xs font-medium tracking-wide text-gold-300 rtl:tracking-normal"
                >
                  {item}
                </li>
              ))}
            </ul>
          )}
          {actions && actions.length > 0 && <ActionRow actions={actions} className="mt-10" />}
        </div>
        {art && (
          <div aria-hidden="true" className="relative mx-auto w-full max-w-[20rem] sm:max-w-md lg:max-w-none">
            {art}
          </div>
        )}
      </Container>
    </section>
  );
}

/** Gold light from the top right and a faint trading-floor grid that fades out downwards. */
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute -top-40 end-[-10%] h-[36rem] w-[36rem] rounded-full bg-gold-500/15 blur-3xl" />
      <div className="absolute top-1/3 -start-40 h-[28rem] w-[28rem] rounded-full bg-amber-700/10 blur-3xl" />
      <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.045)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.045)_1px,transparent_1px)] bg-[size:56px_56px] opacity-[0.35] [mask-image:linear-gradient(to_bottom,black,transparent_85%)]" />
      <div className="absolute inset-x-0 bottom-0 h-px bg-linear-to-r from-transparent via-gold-500/40 to-transparent" />
    </div>
  );
}
