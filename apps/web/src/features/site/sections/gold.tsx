import { paths } from '@ctp/domain/paths';
import {
  BadgeCheck,
  BrainCircuit,
  ClipboardList,
  FileCheck2,
  FileLock2,
  Fingerprint,
  Handshake,
  Landmark,
  Lock,
  PackageCheck,
  Route,
  ScanSearch,
  ShieldCheck,
  Timer,
  Truck,
  Users,
  Vault,
} from 'lucide-react';
import { useTexts } from '@/lib/i18n/texts';
import type { MapPoint } from '../art/world-map';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid, PointList, type Feature } from '../components/feature-grid';
import { Section } from '../components/layout';
import { GoldPriceSection } from '../components/live-prices';
import { PlacesMap, type Place } from '../components/places-map';
import { ProgressTrack } from '../components/progress-track';
import { Reveal } from '../components/reveal';
import { SectionHeading } from '../components/section-heading';
import { StepList, type Step } from '../components/step-list';
import { goldTexts } from './gold.texts';

const OVERVIEW_ICONS = [Timer, Users, Route, Truck] as const;

type DeliveryLocation = keyof (typeof goldTexts.en)['delivery']['places'];

/** The map's geometry; each place's name is its key in the texts table, which holds what the reader sees. */
const DELIVERY_LOCATIONS: readonly (MapPoint & { name: DeliveryLocation })[] = [
  { name: 'zurich', lon: 8.5, lat: 47.4, label: 'right' },
  { name: 'london', lon: -0.1, lat: 51.5, label: 'left' },
  { name: 'dubai', lon: 55.3, lat: 25.3, label: 'top' },
  { name: 'hong-kong', lon: 114.2, lat: 22.3, label: 'right' },
  { name: 'new-york', lon: -74, lat: 40.7, label: 'left' },
];

const OFFER_ICONS = [Handshake, Timer, Vault] as const;
const STEP_ICONS = [ClipboardList, BrainCircuit, Lock] as const;
const SECURITY_ICONS = [Fingerprint, ScanSearch, ShieldCheck, BadgeCheck, FileLock2, Landmark] as const;

/** Everything below the first screen of the page; see WhenVisible. */
export function Sections() {
  const { text } = useTexts(goldTexts);
  const { overview, delivery, offers, steps, security, documentation, cta } = text;
  const overviewFeatures: Feature[] = overview.items.map((item, index) => ({ ...item, icon: OVERVIEW_ICONS[index] }));
  const places: Place[] = DELIVERY_LOCATIONS.map((place) => ({ ...place, ...delivery.places[place.name] }));
  const offerFeatures: Feature[] = offers.items.map(({ points, ...item }, index) => ({
    ...item,
    icon: OFFER_ICONS[index],
    footer: <PointList points={points} />,
  }));
  const stepList: Step[] = steps.items.map((item, index) => ({ ...item, icon: STEP_ICONS[index] }));
  const securityFeatures: Feature[] = security.items.map((item, index) => ({ ...item, icon: SECURITY_ICONS[index] }));
  return (
    <>
      <Section labelledBy="gold-overview">
        <SectionHeading id="gold-overview" eyebrow={overview.eyebrow} title={overview.title} lead={overview.lead} />
        <FeatureGrid features={overviewFeatures} columns={4} />
      </Section>

      <GoldPriceSection />

      <Section labelledBy="delivery-locations">
        <SectionHeading id="delivery-locations" eyebrow={delivery.eyebrow} title={delivery.title} lead={delivery.lead} />
        <PlacesMap places={places} listLabel={delivery.listLabel} />
      </Section>

      <Section labelledBy="gold-offers" tone="deep">
        <SectionHeading id="gold-offers" eyebrow={offers.eyebrow} title={offers.title} lead={offers.lead} />
        <FeatureGrid features={offerFeatures} columns={3} />
      </Section>

      <Section labelledBy="gold-how-it-works">
        <SectionHeading id="gold-how-it-works" eyebrow={steps.eyebrow} title={steps.title} align="center" />
        <StepList steps={stepList} />
      </Section>

      <Section labelledBy="gold-security" tone="deep">
        <SectionHeading id="gold-security" eyebrow={security.eyebrow} title={security.title} lead={security.lead} />
        <FeatureGrid features={securityFeatures} columns={3} />
      </Section>

      <Section labelledBy="gold-documentation">
        <div className="grid items-start gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="gold-documentation"
              eyebrow={documentation.eyebrow}
              title={documentation.title}
              lead={documentation.lead}
            />
            <Reveal className="mt-8 space-y-4">
              <div className="flex gap-4 rounded-2xl border border-gold-500/25 bg-ink-800/60 p-5">
                <FileCheck2 aria-hidden="true" className="size-6 shrink-0 text-gold-300" strokeWidth={1.6} />
                <div>
                  <h3 className="font-semibold text-white">{documentation.uploadTitle}</h3>
                  <p className="mt-1 text-[15px] leading-relaxed text-slate-300">{documentation.uploadBody}</p>
                </div>
              </div>
              <div className="flex gap-4 rounded-2xl border border-white/8 bg-ink-800/60 p-5">
                <PackageCheck aria-hidden="true" className="size-6 shrink-0 text-gold-300" strokeWidth={1.6} />
                <div>
                  <h3 className="font-semibold text-white">{documentation.dashboardTitle}</h3>
                  <p className="mt-1 text-[15px] leading-relaxed text-slate-300">{documentation.dashboardBody}</p>
                </div>
              </div>
            </Reveal>
          </div>
          <ProgressTrack label={documentation.progressLabel} stages={documentation.progress} />
        </div>
      </Section>

      <CtaBand id="gold-cta" title={cta.title} body={cta.body} actions={[{ label: cta.start, to: paths.signIn }]} />
    </>
  );
}
