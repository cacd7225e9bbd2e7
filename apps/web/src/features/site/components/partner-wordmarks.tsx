import { PartnerGlyph, type PartnerGlyphName } from '../art/partner-glyphs';
import { Reveal } from './reveal';

export interface TechnologyPartner {
  /** The kind of technology the partner brings, set as a wordmark. */
  wordmark: string;
  caption: string;
  glyph: PartnerGlyphName;
}

/** Neutral wordmark tiles: one per kind of technology partner, with no real company's mark. */
export function PartnerWordmarks({ partners }: { partners: readonly TechnologyPartner[] }) {
  return (
    <ul className="mt-12 grid grid-cols-1 gap-px overflow-hidden rounded-2xl border border-white/8 bg-white/8 sm:grid-cols-2 lg:grid-cols-3">
      {partners.map((partner, index) => (
        <Reveal as="li" key={partner.wordmark} delay={(index % 3) * 80} className="bg-ink-900">
          <div className="group flex h-full items-center gap-4 px-6 py-7 grayscale-[0.4] transition hover:grayscale-0">
            <PartnerGlyph name={partner.glyph} className="size-10 shrink-0 text-gold-400 transition-colors group-hover:text-gold-300" />
            <div>
              <p className="text-[15px] font-bold tracking-[0.16em] text-slate-100 uppercase">{partner.wordmark}</p>
              <p className="mt-0.5 text-sm text-slate-400">{partner.caption}</p>
            </div>
          </div>
        </Reveal>
      ))}
    </ul>
  );
}
