import { Boxes, BrainCircuit, Building2, Compass, Gauge, Hammer, Landmark, LineChart, Pickaxe, Rocket, Wrench } from 'lucide-react';
import { company, mailtoHref } from '@/lib/company';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid, type Feature } from '../components/feature-grid';
import { Section } from '../components/layout';
import { PartnerWordmarks, type TechnologyPartner } from '../components/partner-wordmarks';
import { Reveal } from '../components/reveal';
import { SectionHeading } from '../components/section-heading';
import { BOOK, EMAIL } from './advisory-actions';
import { StepList, type Step } from '../components/step-list';

const AUDIENCES: readonly Feature[] = [
  {
    icon: Pickaxe,
    title: 'Mining Operations',
    body: 'Owners and operators who want to raise output, cut cost and risk, and prepare assets for investment.',
  },
  {
    icon: Landmark,
    title: 'Governments',
    body: 'Ministries and sovereign bodies valuing national resources and designing policy, licensing and partnerships.',
  },
  {
    icon: Building2,
    title: 'Strategic Investors',
    body: 'Funds, family offices and corporates looking for independent views on projects, portfolios and deals.',
  },
];

const SERVICES: readonly Feature[] = [
  {
    icon: Boxes,
    title: 'Digital Twin Modeling',
    body: 'A living 3D model of the mine, from orebody to plant, to test mine plans and scenarios before they cost money.',
  },
  {
    icon: BrainCircuit,
    title: 'ESG + AI Forecasting',
    body: 'Machine-learning forecasts of production, prices and ESG performance, with the assumptions laid bare.',
  },
  {
    icon: Gauge,
    title: 'National Resource Valuation',
    body: 'Independent valuation of national mineral endowments to support policy, licensing and negotiations.',
  },
  {
    icon: Wrench,
    title: 'Implementation Support',
    body: 'Hands-on support to put recommendations into practice, from procurement to commissioning.',
  },
];

const PARTNERS: readonly TechnologyPartner[] = [
  { wordmark: 'Digital Twin', caption: '3D mine modelling platform', glyph: 'twin' },
  { wordmark: 'Remote Sensing', caption: 'Satellite and drone survey', glyph: 'orbit' },
  { wordmark: 'ESG Data', caption: 'Emissions, water and community metrics', glyph: 'leaf' },
  { wordmark: 'AI Forecasting', caption: 'Machine-learning models', glyph: 'neural' },
  { wordmark: 'Cloud Compute', caption: 'Secure, scalable infrastructure', glyph: 'stack' },
  { wordmark: 'Secure Records', caption: 'Encrypted document vault', glyph: 'vault' },
];

const STEPS: readonly Step[] = [
  { icon: Compass, title: 'Discovery', body: 'We learn your asset, data and goals, and agree the questions that matter.' },
  { icon: LineChart, title: 'Strategy', body: 'Models, forecasts and options, brought together in a clear recommendation.' },
  { icon: Hammer, title: 'Implementation', body: 'We work alongside your team to put the plan into practice.' },
  { icon: Rocket, title: 'Optimization', body: 'Results are measured against the plan and refined as conditions change.' },
];


/** Everything below the first screen of the page; see WhenVisible. */
export function Sections() {
  return (
    <>
      <Section labelledBy="who-we-serve">
        <SectionHeading
          id="who-we-serve"
          eyebrow="Clients"
          title="Who We Serve"
          lead="We advise the three groups that shape the future of every mining project."
        />
        <FeatureGrid features={AUDIENCES} columns={3} />
      </Section>

      <Section labelledBy="advisory-services" tone="deep">
        <SectionHeading
          id="advisory-services"
          eyebrow="Services"
          title="Our Advisory Services"
          lead="Four services, used alone or together across the life of a mine."
        />
        <FeatureGrid features={SERVICES} columns={4} />
      </Section>

      <Section labelledBy="technology-partners">
        <SectionHeading
          id="technology-partners"
          eyebrow="Ecosystem"
          title="Technology Partners"
          lead="We work with specialist technology partners across modelling, sensing, data and security. Partner details are shared with clients during an engagement."
        />
        <PartnerWordmarks partners={PARTNERS} />
      </Section>

      <Section labelledBy="advisory-process" tone="deep">
        <SectionHeading id="advisory-process" eyebrow="Process" title="A four-step engagement" align="center" />
        <StepList steps={STEPS} />
        <Reveal className="mt-14 text-center">
          <p className="text-slate-300">
            Prefer to write first? Reach the advisory team at{' '}
            <a
              href={mailtoHref(company.mailboxes.advisory)}
              className="font-medium text-gold-300 underline decoration-gold-500/40 underline-offset-4 hover:decoration-gold-300"
            >
              {company.mailboxes.advisory}
            </a>
            .
          </p>
        </Reveal>
      </Section>

      <CtaBand
        id="advisory-cta"
        title="Let’s talk about your project"
        body="Book a consultation through the client portal, or email the advisory team directly."
        actions={[BOOK, EMAIL]}
      />
    </>
  );
}
