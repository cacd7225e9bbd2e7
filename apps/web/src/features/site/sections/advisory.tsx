import { Boxes, BrainCircuit, Building2, Compass, Gauge, Hammer, Landmark, LineChart, Pickaxe, Rocket, Wrench } from 'lucide-react';
import { company, mailtoHref } from '@/lib/company';
import { useTexts } from '@/lib/i18n/texts';
import type { PartnerGlyphName } from '../art/partner-glyphs';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid, type Feature } from '../components/feature-grid';
import { Section } from '../components/layout';
import { PartnerWordmarks, type TechnologyPartner } from '../components/partner-wordmarks';
import { Reveal } from '../components/reveal';
import { SectionHeading } from '../components/section-heading';
import { StepList, type Step } from '../components/step-list';
import { useAdvisoryActions } from './advisory-actions';
import { advisoryTexts } from './advisory.texts';

const AUDIENCE_ICONS = [Pickaxe, Landmark, Building2] as const;
const SERVICE_ICONS = [Boxes, BrainCircuit, Gauge, Wrench] as const;
const PARTNER_GLYPHS = ['twin', 'orbit', 'leaf', 'neural', 'stack', 'vault'] as const satisfies readonly PartnerGlyphName[];
const STEP_ICONS = [Compass, LineChart, Hammer, Rocket] as const;

/** Everything below the first screen of the page; see WhenVisible. */
export function Sections() {
  const { text } = useTexts(advisoryTexts);
  const actions = useAdvisoryActions();
  const { audiences, services, partners, process, cta } = text;
  const audienceFeatures: Feature[] = audiences.items.map((item, index) => ({ ...item, icon: AUDIENCE_ICONS[index] }));
  const serviceFeatures: Feature[] = services.items.map((item, index) => ({ ...item, icon: SERVICE_ICONS[index] }));
  const partnerTiles: TechnologyPartner[] = partners.items.map((item, index) => ({ ...item, glyph: PARTNER_GLYPHS[index] ?? 'stack' }));
  const steps: Step[] = process.items.map((item, index) => ({ ...item, icon: STEP_ICONS[index] }));
  return (
    <>
      <Section labelledBy="who-we-serve">
        <SectionHeading id="who-we-serve" eyebrow={audiences.eyebrow} title={audiences.title} lead={audiences.lead} />
        <FeatureGrid features={audienceFeatures} columns={3} />
      </Section>

      <Section labelledBy="advisory-services" tone="deep">
        <SectionHeading id="advisory-services" eyebrow={services.eyebrow} title={services.title} lead={services.lead} />
        <FeatureGrid features={serviceFeatures} columns={4} />
      </Section>

      <Section labelledBy="technology-partners">
        <SectionHeading id="technology-partners" eyebrow={partners.eyebrow} title={partners.title} lead={partners.lead} />
        <PartnerWordmarks partners={partnerTiles} />
      </Section>

      <Section labelledBy="advisory-process" tone="deep">
        <SectionHeading id="advisory-process" eyebrow={process.eyebrow} title={process.title} align="center" />
        <StepList steps={steps} />
        <Reveal className="mt-14 text-center">
          <p className="text-slate-300">
            {process.writeFirst}{' '}
            <a
              href={mailtoHref(company.mailboxes.advisory)}
              className="font-medium text-gold-300 underline decoration-gold-500/40 underline-offset-4 hover:decoration-gold-300"
            >
              {company.mailboxes.advisory}
            </a>
            {process.writeFirstEnd}
          </p>
        </Reveal>
      </Section>

      <CtaBand id="advisory-cta" title={cta.title} body={cta.body} actions={actions} />
    </>
  );
}
