import { paths } from '@ctp/domain/paths';
import { CalendarClock, Globe2, History, Newspaper, Radar, SmilePlus } from 'lucide-react';
import { CheckList } from '@/components/ui/check-list';
import { cx } from '@/components/ui/cx';
import { ActionLink, type Action } from '../components/actions';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid, type Feature } from '../components/feature-grid';
import { Section } from '../components/layout';
import { MarketDashboardSection } from '../components/live-prices';
import { Reveal } from '../components/reveal';
import { SectionHeading } from '../components/section-heading';

const FEATURES: readonly Feature[] = [
  {
    icon: CalendarClock,
    title: '3-Day Forecasts',
    body: 'Short-horizon price forecasts for gold, crude and the dollar, each with a stated confidence level.',
  },
  {
    icon: Radar,
    title: 'Geopolitical Alerts',
    body: 'Events that move supply and risk, flagged as they happen and rated high, medium or low impact.',
  },
  {
    icon: Newspaper,
    title: 'Weekly Brief',
    body: 'One concise read each week on what moved the markets, what to watch and what it means for your book.',
  },
  {
    icon: SmilePlus,
    title: 'Sentiment Analysis',
    body: 'Positioning and news sentiment, distilled into a clear read of where the market is leaning.',
  },
  {
    icon: Globe2,
    title: 'Global Market Sync',
    body: 'Prices and events from the major trading centres, brought together in one consistent view.',
  },
  {
    icon: History,
    title: 'Historical Analytics',
    body: 'Long price histories and seasonal patterns to test ideas before you commit capital.',
  },
];

interface IntelligencePackage {
  id: string;
  name: string;
  summary: string;
  features: readonly string[];
  action: Action;
  recommended?: boolean;
}

const PACKAGES: readonly IntelligencePackage[] = [
  {
    id: 'package-basic',
    name: 'Basic',
    summary: 'Essential market visibility for active traders.',
    features: ['Live spot prices', 'Basic charts', 'Daily updates'],
    action: { label: 'Get Started', to: paths.signIn, variant: 'secondary' },
  },
  {
    id: 'package-enterprise',
    name: 'Enterprise',
    summary: 'The full intelligence suite for trading desks and institutions.',
    features: [
      'All Basic features',
      '3-day forecasts',
      'Geopolitical alerts',
      'Weekly brief',
      'Custom analytics',
      'API access',
      'Dedicated support',
    ],
    action: { label: 'Contact Sales', to: paths.contact },
    recommended: true,
  },
];

function PackageCard({ pkg, index }: { pkg: IntelligencePackage; index: number }) {
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
              Recommended
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
  return (
    <>
      <MarketDashboardSection />

      <Section labelledBy="intelligence-features">
        <SectionHeading
          id="intelligence-features"
          eyebrow="Capabilities"
          title="Intelligence that moves with the market"
          lead="Six tools that turn data into a view you can trade on."
        />
        <FeatureGrid features={FEATURES} columns={3} />
      </Section>

      <Section id="intelligence-packages" labelledBy="intelligence-packages-title" tone="deep">
        <SectionHeading
          id="intelligence-packages-title"
          eyebrow="Packages"
          title="Choose your intelligence package"
          lead="Start with the essentials, or bring the full suite to your desk."
          align="center"
        />
        <ul className="mx-auto mt-14 grid max-w-5xl gap-6 lg:grid-cols-2">
          {PACKAGES.map((pkg, index) => (
            <PackageCard key={pkg.id} pkg={pkg} index={index} />
          ))}
        </ul>
      </Section>

      <CtaBand
        id="insights-cta"
        title="See the markets the way our desk does"
        body="Sign in to the client portal for live prices, forecasts and alerts alongside your trades."
        actions={[{ label: 'Access Market Intelligence', to: paths.signIn }]}
      />
    </>
  );
}
