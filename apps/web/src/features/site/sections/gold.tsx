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
import { CtaBand } from '../components/cta-band';
import { FeatureGrid, PointList, type Feature } from '../components/feature-grid';
import { Section } from '../components/layout';
import { GoldPriceSection } from '../components/live-prices';
import { PlacesMap, type Place } from '../components/places-map';
import { ProgressTrack } from '../components/progress-track';
import { Reveal } from '../components/reveal';
import { SectionHeading } from '../components/section-heading';
import { StepList, type Step } from '../components/step-list';

const OVERVIEW: readonly Feature[] = [
  {
    icon: Timer,
    title: 'Spot Trading',
    body: 'Physical gold at live market prices, with fast confirmation and settlement for immediate requirements.',
  },
  {
    icon: Users,
    title: 'TTM Table Top Meeting',
    body: 'Face-to-face Table Top Meetings between verified buyers and sellers to agree terms and close with confidence.',
  },
  {
    icon: Route,
    title: 'CIF/FOB Terms',
    body: 'Deals on CIF or FOB Incoterms, so risk, insurance and freight sit exactly where your contract says they should.',
  },
  {
    icon: Truck,
    title: 'Brinks Secure Delivery',
    body: 'Insured, tracked transport with Brinks from refinery or vault to your chosen delivery location.',
  },
];

const DELIVERY_LOCATIONS: readonly Place[] = [
  { name: 'Zurich', detail: 'Switzerland', lon: 8.5, lat: 47.4, label: 'right' },
  { name: 'London', detail: 'United Kingdom', lon: -0.1, lat: 51.5, label: 'left' },
  { name: 'Dubai', detail: 'United Arab Emirates', lon: 55.3, lat: 25.3, label: 'top' },
  { name: 'Hong Kong', detail: 'Hong Kong SAR', lon: 114.2, lat: 22.3, label: 'right' },
  { name: 'New York', detail: 'United States', lon: -74, lat: 40.7, label: 'left' },
];

const OFFERS: readonly Feature[] = [
  {
    icon: Handshake,
    kicker: 'Term business',
    title: 'Large Volume and Long-Term Contracts',
    body: 'Structured supply for refiners, banks and institutional buyers who need dependable volumes over months or years.',
    footer: <PointList points={['Scheduled monthly deliveries', 'Pricing agreed against the market', 'A dedicated relationship manager']} />,
  },
  {
    icon: Timer,
    kicker: 'Immediate',
    title: 'Spot Deals',
    body: 'Single transactions at current market prices for buyers who need gold now, matched with verified sellers.',
    footer: <PointList points={['Live pricing for clients in the portal', 'Fast matching with verified sellers', 'Delivery on CIF or FOB terms']} />,
  },
  {
    icon: Vault,
    kicker: 'Custody',
    title: 'Vault Security',
    body: 'Allocated storage in secure, insured vaults at our delivery hubs, with documented chain of custody.',
    footer: <PointList points={['Insured storage and transit', 'Documented chain of custody', 'Audit and inspection on request']} />,
  },
];

const STEPS: readonly Step[] = [
  {
    icon: ClipboardList,
    title: 'Enter Your Requirements',
    body: 'Tell us the quantity, price range, delivery location and terms you need, in a few fields in the portal.',
  },
  {
    icon: BrainCircuit,
    title: 'AI-Powered Matching',
    body: 'Our matching engine scores verified sellers on quantity, price, location and terms, and proposes the best fits.',
  },
  {
    icon: Lock,
    title: 'Secure Transaction Pipeline',
    body: 'Documents, contract and delivery move through one tracked, auditable pipeline until the gold is in your vault.',
  },
];

const SECURITY: readonly Feature[] = [
  { icon: Fingerprint, title: 'Verified Counterparties', body: 'Every buyer and seller passes KYC and compliance checks before they can trade.' },
  { icon: ScanSearch, title: 'Sanctions and AML Screening', body: 'Parties and transactions are screened before contracts are issued.' },
  { icon: ShieldCheck, title: 'Insured Transit', body: 'Brinks secure logistics with insurance from pickup to delivery.' },
  { icon: BadgeCheck, title: 'Assay and Refinery Documents', body: 'Assay certificates and refinery papers travel with every shipment.' },
  { icon: FileLock2, title: 'Encrypted Document Exchange', body: 'Sensitive documents are shared only through the secure client portal.' },
  { icon: Landmark, title: 'Full Audit Trail', body: 'Each step of a deal is recorded, so every action can be traced later.' },
];

const PROGRESS = [
  { title: 'LOI and CIS uploaded', body: 'Your Letter of Intent and Client Information Sheet, uploaded in the portal.' },
  { title: 'Compliance review', body: 'KYC and document checks by our compliance team.' },
  { title: 'Match confirmed', body: 'A verified seller is matched to your requirements.' },
  { title: 'Contract signed', body: 'Terms agreed and the contract executed by both parties.' },
  { title: 'Delivery confirmed', body: 'Secure delivery to your chosen location, with receipts on file.' },
] as const;

/** Everything below the first screen of the page; see WhenVisible. */
export function Sections() {
  return (
    <>
      <Section labelledBy="gold-overview">
        <SectionHeading
          id="gold-overview"
          eyebrow="Overview"
          title="How we trade gold"
          lead="Four building blocks behind every gold deal on our desk."
        />
        <FeatureGrid features={OVERVIEW} columns={4} />
      </Section>

      <GoldPriceSection />

      <Section labelledBy="delivery-locations">
        <SectionHeading
          id="delivery-locations"
          eyebrow="Delivery"
          title="Accepted Delivery Locations"
          lead="We deliver to five major bullion centres, each served by secure vaults and insured logistics."
        />
        <PlacesMap places={DELIVERY_LOCATIONS} listLabel="Accepted delivery locations" />
      </Section>

      <Section labelledBy="gold-offers" tone="deep">
        <SectionHeading
          id="gold-offers"
          eyebrow="What we offer"
          title="Three ways to trade gold with us"
          lead="From a single spot purchase to multi-year supply, with custody when you need it."
        />
        <FeatureGrid features={OFFERS} columns={3} />
      </Section>

      <Section labelledBy="gold-how-it-works">
        <SectionHeading
          id="gold-how-it-works"
          eyebrow="How it works"
          title="From requirement to delivery in three steps"
          align="center"
        />
        <StepList steps={STEPS} />
      </Section>

      <Section labelledBy="gold-security" tone="deep">
        <SectionHeading
          id="gold-security"
          eyebrow="Security"
          title="Security Features"
          lead="Controls at every stage protect your capital, your metal and your information."
        />
        <FeatureGrid features={SECURITY} columns={3} />
      </Section>

      <Section labelledBy="gold-documentation">
        <div className="grid items-start gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="gold-documentation"
              eyebrow="Documentation"
              title="Documentation and Progress Dashboard"
              lead="Upload your LOI and CIS once and follow every deal from request to delivery on your own dashboard."
            />
            <Reveal className="mt-8 space-y-4">
              <div className="flex gap-4 rounded-2xl border border-gold-500/25 bg-ink-800/60 p-5">
                <FileCheck2 aria-hidden="true" className="size-6 shrink-0 text-gold-300" strokeWidth={1.6} />
                <div>
                  <h3 className="font-semibold text-white">LOI + CIS Upload</h3>
                  <p className="mt-1 text-[15px] leading-relaxed text-slate-300">
                    Submit your Letter of Intent (LOI) and Client Information Sheet (CIS) securely in the portal.
                    Our compliance team reviews them before any match is proposed.
                  </p>
                </div>
              </div>
              <div className="flex gap-4 rounded-2xl border border-white/8 bg-ink-800/60 p-5">
                <PackageCheck aria-hidden="true" className="size-6 shrink-0 text-gold-300" strokeWidth={1.6} />
                <div>
                  <h3 className="font-semibold text-white">Progress Dashboard</h3>
                  <p className="mt-1 text-[15px] leading-relaxed text-slate-300">
                    See the status of each request, match and contract at a glance, with documents and receipts
                    kept alongside.
                  </p>
                </div>
              </div>
            </Reveal>
          </div>
          <ProgressTrack label="The stages of a gold deal" stages={PROGRESS} />
        </div>
      </Section>

      <CtaBand
        id="gold-cta"
        title="Ready to trade gold?"
        body="Sign in to the client portal to enter your requirements, upload your documents and follow every deal to delivery."
        actions={[{ label: 'Start Gold Trading', to: paths.signIn }]}
      />
    </>
  );
}
