import { paths } from '@ctp/domain/paths';
import { Banknote, Coins, FileSearch, Handshake, Leaf, LineChart, Mountain, Percent, Pickaxe, Waves } from 'lucide-react';
import { localizedPath } from '@ctp/domain/languages';
import { useTexts } from '@/lib/i18n/texts';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid, PointList, type Feature } from '../components/feature-grid';
import { IconBadge } from '../components/icon-badge';
import { Section } from '../components/layout';
import { Reveal } from '../components/reveal';
import { SectionHeading } from '../components/section-heading';
import { StepList, type Step } from '../components/step-list';
import { streamingTexts } from './streaming.texts';

const MODEL_ICONS = [Waves, Percent, Handshake, Leaf] as const;
const STEP_ICONS = [Mountain, FileSearch, Coins, LineChart] as const;

const amountClasses = 'bg-linear-to-b from-gold-300 to-gold-500 bg-clip-text text-transparent';

/** Everything below the first screen of the page; see WhenVisible. */
export function Sections() {
  const { text, language } = useTexts(streamingTexts);
  const { models, thresholds, process, cta } = text;
  const { investors, projects } = thresholds;
  const modelFeatures: Feature[] = models.items.map((item, index) => ({ ...item, icon: MODEL_ICONS[index] }));
  const steps: Step[] = process.items.map((item, index) => ({ ...item, icon: STEP_ICONS[index] }));
  return (
    <>
      <Section labelledBy="investment-models">
        <SectionHeading id="investment-models" eyebrow={models.eyebrow} title={models.title} lead={models.lead} />
        <FeatureGrid features={modelFeatures} columns={4} />
      </Section>

      <Section labelledBy="investment-thresholds" tone="deep">
        <SectionHeading
          id="investment-thresholds"
          eyebrow={thresholds.eyebrow}
          title={thresholds.title}
          lead={thresholds.lead}
          align="center"
        />
        <ul className="mx-auto mt-14 grid max-w-5xl gap-6 lg:grid-cols-2">
          <Reveal as="li" className="flex">
            <div className="flex w-full flex-col rounded-3xl border border-gold-500/30 bg-linear-to-b from-ink-800 to-ink-900 p-8 sm:p-10">
              <div className="flex items-center gap-4">
                <IconBadge icon={Banknote} />
                <h3 className="text-xl font-semibold text-white">{investors.title}</h3>
              </div>
              <p className="mt-8 text-sm tracking-wide text-slate-400 uppercase">{investors.label}</p>
              <p className="mt-1 text-4xl font-semibold tracking-tight text-white sm:text-5xl lg:text-6xl">
                {investors.from} <span className={amountClasses}>{investors.amount}</span>
              </p>
              <PointList className="mt-8" points={investors.points} />
            </div>
          </Reveal>
          <Reveal as="li" delay={120} className="flex">
            <div className="flex w-full flex-col rounded-3xl border border-white/10 bg-linear-to-b from-ink-800 to-ink-900 p-8 sm:p-10">
              <div className="flex items-center gap-4">
                <IconBadge icon={Pickaxe} />
                <h3 className="text-xl font-semibold text-white">{projects.title}</h3>
              </div>
              <p className="mt-8 text-sm tracking-wide text-slate-400 uppercase">{projects.label}</p>
              <p className="mt-1 text-4xl font-semibold tracking-tight text-white sm:text-5xl lg:text-6xl">
                <span className={amountClasses}>{projects.lowest}</span> {projects.to}{' '}
                <span className={amountClasses}>{projects.highest}</span>
              </p>
              <PointList className="mt-8" points={projects.points} />
            </div>
          </Reveal>
        </ul>
      </Section>

      <Section labelledBy="streaming-process">
        <SectionHeading id="streaming-process" eyebrow={process.eyebrow} title={process.title} align="center" />
        <StepList steps={steps} />
      </Section>

      <CtaBand
        id="streaming-cta"
        title={cta.title}
        body={cta.body}
        actions={[
          { label: cta.explore, to: paths.signIn },
          { label: cta.discuss, to: localizedPath(paths.contact, language), variant: 'secondary' },
        ]}
      />
    </>
  );
}
