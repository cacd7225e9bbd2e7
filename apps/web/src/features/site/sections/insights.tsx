import { paths } from '@ctp/domain/paths';
import { CalendarClock, Globe2, History, Newspaper, Radar, SmilePlus } from 'lucide-react';
import { localizedPath } from '@ctp/domain/languages';
import { CheckList } from '@/components/ui/check-list';
import { cx } from '@/components/ui/cx';
import { useTexts } from '@/lib/i18n/texts';
import { ActionLink, type Action } from '../components/actions';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid, type Feature } from '../components/feature-grid';
import { Section } from '../components/layout';
import { MarketDashboardSection } from '../components/live-prices';
import { Reveal } from '../components/reveal';
import { SectionHeading } from '../components/section-heading';
import { insightsTexts } from './insights.texts';

const FEATURE_ICONS = [CalendarClock, Radar, Newspaper, SmilePlus, Globe2, History] as const;

interface IntelligencePackage {
  id: string;
  name: string;
  summary: string;
  features: readonly string[];
  action: Action;
  recommended?: boolean;
}

function PackageCard({ pkg, index, recommendedLabel }: { pkg: IntelligencePackage; index: number; recommendedLabel: string }) {
  return (
    <Reveal as="li" delay={index * 120} className="flex">
      <div
        className={cx(
          'relative flex w-full flex-col rounded-3xl border p-8 sm:p-10',
          pkg.recommended
            ? 'border-gold-400/60 bg-linear-to-b from-ink-700 to-ink-900 shadow-2xl shadow-gold-500/10'
            : 'border-white/10 bg-ink-900',
        )}
      >
        <div className="flex items-center justify-between gap-4">
          <h3 id={pkg.id} className="text-2xl font-semibold text-white">
            {pkg.name}
          </h3>
          {pkg.recommended && (
            <span className="rounded-full bg-linear-to-r from-gold-300 to-gold-500 px-3 py-1 text-xs font-bold tracking-wider text-ink-950 uppercase">
              {recommendedLabel}
            </span>
          )}
        </div>
        <p className="mt-2 text-slate-300">{pkg.summary}</p>
        <CheckList items={pkg.features} aria-labelledby={pkg.id} className="mt-8 flex-1 space-y-3.5" itemClassName="text-[15px]" />
        <ActionLink action={pkg.action} className="mt-10 w-full" />
      </div>
    </Reveal>
  );
}

/** Everything below the first screen of the page; see WhenVisible. */
export function Sections() {
  const { text, language } = useTexts(insightsTexts);
  const { features, packages, cta } = text;
  const featureCards: Feature[] = features.items.map((item, index) => ({ ...item, icon: FEATURE_ICONS[index] }));
  const packageCards: IntelligencePackage[] = [
    {
      id: 'package-basic',
      name: packages.basic.name,
      summary: packages.basic.summary,
      features: packages.basic.features,
      action: { label: packages.basic.action, to: paths.signIn, variant: 'secondary' },
    },
    {
      id: 'package-enterprise',
      name: packages.enterprise.name,
      summary: packages.enterprise.summary,
      features: packages.enterprise.features,
      action: { label: packages.enterprise.action, to: localizedPath(paths.contact, language) },
      recommended: true,
    },
  ];
  return (
    <>
      <MarketDashboardSection />

      <Section labelledBy="intelligence-features">
        <SectionHeading id="intelligence-features" eyebrow={features.eyebrow} title={features.title} lead={features.lead} />
        <FeatureGrid features={featureCards} columns={3} />
      </Section>

      <Section id="intelligence-packages" labelledBy="intelligence-packages-title" tone="deep">
        <SectionHeading
          id="intelligence-packages-title"
          eyebrow={packages.eyebrow}
          title={packages.title}
          lead={packages.lead}
          align="center"
        />
        <ul className="mx-auto mt-14 grid max-w-5xl gap-6 lg:grid-cols-2">
          {packageCards.map((pkg, index) => (
            <PackageCard key={pkg.id} pkg={pkg} index={index} recommendedLabel={packages.recommended} />
          ))}
        </ul>
      </Section>

      <CtaBand id="insights-cta" title={cta.title} body={cta.body} actions={[{ label: cta.access, to: paths.signIn }]} />
    </>
  );
}
