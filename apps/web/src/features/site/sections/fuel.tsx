import { paths } from '@ctp/domain/paths';
import { Anchor, ArrowRightLeft, Container as ContainerIcon, Droplets, FileCheck2, Flame, Plane, Ship, Truck, Upload } from 'lucide-react';
import { useTexts } from '@/lib/i18n/texts';
import type { MapPoint } from '../art/world-map';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid, type Feature } from '../components/feature-grid';
import { Section } from '../components/layout';
import { PlacesMap, type Place } from '../components/places-map';
import { ProgressTrack } from '../components/progress-track';
import { Reveal } from '../components/reveal';
import { SectionHeading } from '../components/section-heading';
import { fuelTexts } from './fuel.texts';

const COMMODITY_ICONS = [Truck, Plane, Droplets, Flame] as const;
const DELIVERY_MODE_ICONS = [ArrowRightLeft, Ship, Anchor, ContainerIcon] as const;

type KeyPort = keyof (typeof fuelTexts.en)['ports']['places'];

/** The map's geometry; each port's name is its key in the texts table, which holds what the reader sees. */
const KEY_PORTS: readonly (MapPoint & { name: KeyPort })[] = [
  { name: 'fujairah', lon: 56.3, lat: 25.1, label: 'right' },
  { name: 'rotterdam', lon: 4.5, lat: 51.9, label: 'top' },
  { name: 'houston', lon: -95.4, lat: 29.8, label: 'left' },
];

/** Everything below the first screen of the page; see WhenVisible. */
export function Sections() {
  const { text } = useTexts(fuelTexts);
  const { commodities, delivery, ports, documentation, cta } = text;
  const commodityFeatures: Feature[] = commodities.items.map((item, index) => ({ ...item, icon: COMMODITY_ICONS[index] }));
  const deliveryFeatures: Feature[] = delivery.items.map((item, index) => ({ ...item, icon: DELIVERY_MODE_ICONS[index] }));
  const places: Place[] = KEY_PORTS.map((port) => ({ ...port, ...ports.places[port.name] }));
  return (
    <>
      <Section labelledBy="fuel-commodities">
        <SectionHeading id="fuel-commodities" eyebrow={commodities.eyebrow} title={commodities.title} lead={commodities.lead} />
        <FeatureGrid features={commodityFeatures} columns={4} />
      </Section>

      <Section labelledBy="fuel-delivery-modes" tone="deep">
        <SectionHeading id="fuel-delivery-modes" eyebrow={delivery.eyebrow} title={delivery.title} lead={delivery.lead} />
        <FeatureGrid features={deliveryFeatures} columns={4} />
      </Section>

      <Section labelledBy="fuel-key-ports">
        <SectionHeading id="fuel-key-ports" eyebrow={ports.eyebrow} title={ports.title} lead={ports.lead} />
        <PlacesMap places={places} listLabel={ports.listLabel} />
      </Section>

      <Section labelledBy="fuel-documentation" tone="deep">
        <div className="grid items-start gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="fuel-documentation"
              eyebrow={documentation.eyebrow}
              title={documentation.title}
              lead={documentation.lead}
            />
            <Reveal className="mt-8 space-y-4">
              <div className="flex gap-4 rounded-2xl border border-gold-500/25 bg-ink-800/60 p-5">
                <Upload aria-hidden="true" className="size-6 shrink-0 text-gold-300" strokeWidth={1.6} />
                <div>
                  <h3 className="font-semibold text-white">{documentation.uploadTitle}</h3>
                  <p className="mt-1 text-[15px] leading-relaxed text-slate-300">{documentation.uploadBody}</p>
                </div>
              </div>
              <div className="flex gap-4 rounded-2xl border border-white/8 bg-ink-800/60 p-5">
                <FileCheck2 aria-hidden="true" className="size-6 shrink-0 text-gold-300" strokeWidth={1.6} />
                <div>
                  <h3 className="font-semibold text-white">{documentation.statusTitle}</h3>
                  <p className="mt-1 text-[15px] leading-relaxed text-slate-300">{documentation.statusBody}</p>
                </div>
              </div>
            </Reveal>
          </div>
          <ProgressTrack label={documentation.progressLabel} stages={documentation.progress} />
        </div>
      </Section>

      <CtaBand id="fuel-cta" title={cta.title} body={cta.body} actions={[{ label: cta.start, to: paths.signIn }]} />
    </>
  );
}
