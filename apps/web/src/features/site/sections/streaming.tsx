import { paths } from '@ctp/domain/paths';
import { Banknote, Coins, FileSearch, Handshake, Leaf, LineChart, Mountain, Percent, Pickaxe, Waves } from 'lucide-react';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid, PointList, type Feature } from '../components/feature-grid';
import { IconBadge } from '../components/icon-badge';
import { Section } from '../components/layout';
import { Reveal } from '../components/reveal';
import { SectionHeading } from '../components/section-heading';
import { StepList, type Step } from '../components/step-list';

const MODELS: readonly Feature[] = [
  {
    icon: Waves,
    title: 'Streaming',
    body: 'An upfront deposit in exchange for the right to buy a share of a mine’s future metal production at a fixed, lower price.',
  },
  {
    icon: Percent,
    title: 'Royalty',
    body: 'A percentage of a mine’s revenue or production for the life of the asset, with no exposure to operating costs.',
  },
  {
    icon: Handshake,
    title: 'Advisory',
    body: 'Technical, financial and structuring advice that makes projects investable and keeps them on track.',
  },
  {
    icon: Leaf,
    title: 'ESG Models',
    body: 'Environmental, social and governance analysis built into the valuation and monitoring of every deal.',
  },
];

const STEPS: readonly Step[] = [
  { icon: Mountain, title: 'Origination', body: 'We source projects through our partner and mandate network across six continents.' },
  { icon: FileSearch, title: 'Due Diligence', body: 'Geology, economics, permits and ESG are reviewed with our advisory team.' },
  { icon: Coins, title: 'Structuring', body: 'The stream or royalty is sized and priced to suit both investor and producer.' },
  { icon: LineChart, title: 'Funding and Monitoring', body: 'Capital is deployed in stages and production is tracked for the life of the asset.' },
];

/** Everything below the first screen of the page; see WhenVisible. */
export function Sections() {
  return (
    <>
      <Section labelledBy="investment-models">
        <SectionHeading
          id="investment-models"
          eyebrow="Investment models"
          title="Streaming, royalty, advisory and ESG"
          lead="Four ways we put capital and expertise to work in mining, each designed to share value fairly between investor and producer."
        />
        <FeatureGrid features={MODELS} columns={4} />
      </Section>

      <Section labelledBy="investment-thresholds" tone="deep">
        <SectionHeading
          id="investment-thresholds"
          eyebrow="Thresholds"
          title="Investment Thresholds"
          lead="Clear entry points for investors, and a wide range of capital for projects."
          align="center"
        />
        <ul className="mx-auto mt-14 grid max-w-5xl gap-6 lg:grid-cols-2">
          <Reveal as="li" className="flex">
            <div className="flex w-full flex-col rounded-3xl border border-gold-500/30 bg-linear-to-b from-ink-800 to-ink-900 p-8 sm:p-10">
              <div className="flex items-center gap-4">
                <IconBadge icon={Banknote} />
                <h3 className="text-xl font-semibold text-white">For Investors</h3>
              </div>
              <p className="mt-8 text-sm tracking-wide text-slate-400 uppercase">Minimum investment</p>
              <p className="mt-1 text-4xl font-semibold tracking-tight text-white sm:text-5xl lg:text-6xl">
                from <span className="bg-linear-to-b from-gold-300 to-gold-500 bg-clip-text text-transparent">$1M</span>
              </p>
              <PointList
                className="mt-8"
                points={[
                  'Exposure to metal production without operating risk',
                  'Diversify across projects, commodities and regions',
                  'Regular reporting on production and ESG performance',
                ]}
              />
            </div>
          </Reveal>
          <Reveal as="li" delay={120} className="flex">
            <div className="flex w-full flex-col rounded-3xl border border-white/10 bg-linear-to-b from-ink-800 to-ink-900 p-8 sm:p-10">
              <div className="flex items-center gap-4">
                <IconBadge icon={Pickaxe} />
                <h3 className="text-xl font-semibold text-white">For Projects</h3>
              </div>
              <p className="mt-8 text-sm tracking-wide text-slate-400 uppercase">Development capital</p>
              <p className="mt-1 text-4xl font-semibold tracking-tight text-white sm:text-5xl lg:text-6xl">
                <span className="bg-linear-to-b from-gold-300 to-gold-500 bg-clip-text text-transparent">$5M</span> to{' '}
                <span className="bg-linear-to-b from-gold-300 to-gold-500 bg-clip-text text-transparent">$500M</span>
              </p>
              <PointList
                className="mt-8"
                points={[
                  'Non-dilutive funding alongside debt and equity',
                  'Capital for exploration, construction and expansion',
                  'Advisory support from feasibility to production',
                ]}
              />
            </div>
          </Reveal>
        </ul>
      </Section>

      <Section labelledBy="streaming-process">
        <SectionHeading id="streaming-process" eyebrow="Process" title="How an investment comes together" align="center" />
        <StepList steps={STEPS} />
      </Section>

      <CtaBand
        id="streaming-cta"
        title="Invest in the metals the world needs"
        body="Sign in to the client portal to review current investment opportunities and projects seeking capital."
        actions={[
          { label: 'Explore Opportunities', to: paths.signIn },
          { label: 'Discuss an Investment', to: paths.contact, variant: 'secondary' },
        ]}
      />
    </>
  );
}
