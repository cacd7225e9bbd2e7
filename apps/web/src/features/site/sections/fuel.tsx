import { paths } from '@ctp/domain/paths';
import { Anchor, ArrowRightLeft, Container as ContainerIcon, Droplets, FileCheck2, Flame, Plane, Ship, Truck, Upload } from 'lucide-react';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid, type Feature } from '../components/feature-grid';
import { Section } from '../components/layout';
import { PlacesMap, type Place } from '../components/places-map';
import { ProgressTrack } from '../components/progress-track';
import { Reveal } from '../components/reveal';
import { SectionHeading } from '../components/section-heading';

const COMMODITIES: readonly Feature[] = [
  {
    icon: Truck,
    kicker: 'Diesel',
    title: 'EN590',
    body: 'Ultra-low sulphur diesel to the European EN590 standard, for road transport, industry and distribution.',
  },
  {
    icon: Plane,
    kicker: 'Aviation',
    title: 'Jet A1',
    body: 'Aviation turbine fuel for airlines, airports and into-plane suppliers.',
  },
  {
    icon: Droplets,
    kicker: 'Feedstock',
    title: 'Crude Oil',
    body: 'Crude grades for refiners, sourced from established producers and traders.',
  },
  {
    icon: Flame,
    kicker: 'Residual',
    title: 'Fuel Oil',
    body: 'Residual fuel oil for marine bunkering and power generation.',
  },
];

const DELIVERY_MODES: readonly Feature[] = [
  {
    icon: ArrowRightLeft,
    kicker: 'Tank-to-tank',
    title: 'TTT',
    body: 'Product moves from the seller’s storage tank to the buyer’s at the terminal; title passes in tank.',
  },
  {
    icon: Ship,
    kicker: 'Tank-to-vessel',
    title: 'TTV',
    body: 'Product is loaded from terminal storage straight onto the buyer’s nominated vessel.',
  },
  {
    icon: Anchor,
    kicker: 'Cost, Insurance and Freight',
    title: 'CIF',
    body: 'The seller arranges freight and insurance to the destination port named in the contract.',
  },
  {
    icon: ContainerIcon,
    kicker: 'Free on Board',
    title: 'FOB',
    body: 'The buyer arranges the vessel; risk passes once the cargo is loaded at the port of loading.',
  },
];

const KEY_PORTS: readonly Place[] = [
  { name: 'Fujairah', detail: 'United Arab Emirates', lon: 56.3, lat: 25.1, label: 'right' },
  { name: 'Rotterdam', detail: 'Netherlands', lon: 4.5, lat: 51.9, label: 'top' },
  { name: 'Houston', detail: 'United States', lon: -95.4, lat: 29.8, label: 'left' },
];

const PROGRESS = [
  { title: 'ICPO and CPA uploaded', body: 'Your Irrevocable Corporate Purchase Order and Commercial Purchase Agreement, in the portal.' },
  { title: 'Compliance review', body: 'KYC, sanctions and document checks by our compliance team.' },
  { title: 'Seller matched', body: 'A verified seller with product in storage at your chosen port.' },
  { title: 'Contract signed', body: 'Quantity, price, procedure and delivery mode agreed and executed.' },
  { title: 'Product delivered', body: 'Transfer by TTT, TTV, CIF or FOB, with inspection reports on file.' },
] as const;

/** Everything below the first screen of the page; see WhenVisible. */
export function Sections() {
  return (
    <>
      <Section labelledBy="fuel-commodities">
        <SectionHeading
          id="fuel-commodities"
          eyebrow="Products"
          title="Commodities We Trade"
          lead="Four products, each with its specifications verified by independent inspection before delivery."
        />
        <FeatureGrid features={COMMODITIES} columns={4} />
      </Section>

      <Section labelledBy="fuel-delivery-modes" tone="deep">
        <SectionHeading
          id="fuel-delivery-modes"
          eyebrow="Logistics"
          title="Delivery Modes"
          lead="Choose the transfer that fits your storage, shipping and risk profile."
        />
        <FeatureGrid features={DELIVERY_MODES} columns={4} />
      </Section>

      <Section labelledBy="fuel-key-ports">
        <SectionHeading
          id="fuel-key-ports"
          eyebrow="Ports"
          title="Key Ports"
          lead="Our fuel business runs through three of the world's great storage and bunkering hubs."
        />
        <PlacesMap places={KEY_PORTS} listLabel="Key ports" />
      </Section>

      <Section labelledBy="fuel-documentation" tone="deep">
        <div className="grid items-start gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="fuel-documentation"
              eyebrow="Documentation"
              title="ICPO + CPA Upload"
              lead="Start a fuel deal by uploading your ICPO and CPA in the portal. We check them, match you with a verified seller and keep every document with the deal."
            />
            <Reveal className="mt-8 space-y-4">
              <div className="flex gap-4 rounded-2xl border border-gold-500/25 bg-ink-800/60 p-5">
                <Upload aria-hidden="true" className="size-6 shrink-0 text-gold-300" strokeWidth={1.6} />
                <div>
                  <h3 className="font-semibold text-white">Secure upload</h3>
                  <p className="mt-1 text-[15px] leading-relaxed text-slate-300">
                    Documents are exchanged only through the client portal, never by open email.
                  </p>
                </div>
              </div>
              <div className="flex gap-4 rounded-2xl border border-white/8 bg-ink-800/60 p-5">
                <FileCheck2 aria-hidden="true" className="size-6 shrink-0 text-gold-300" strokeWidth={1.6} />
                <div>
                  <h3 className="font-semibold text-white">Status at a glance</h3>
                  <p className="mt-1 text-[15px] leading-relaxed text-slate-300">
                    Follow each document from upload through review to approval on your dashboard.
                  </p>
                </div>
              </div>
            </Reveal>
          </div>
          <ProgressTrack label="The stages of a fuel deal" stages={PROGRESS} />
        </div>
      </Section>

      <CtaBand
        id="fuel-cta"
        title="Ready to move product?"
        body="Sign in to the client portal to request EN590, Jet A1, crude oil or fuel oil and upload your ICPO and CPA."
        actions={[{ label: 'Start Fuel Trading', to: paths.signIn }]}
      />
    </>
  );
}
