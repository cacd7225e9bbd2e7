import { paths } from '@ctp/domain/paths';
import { Compass, Eye, Gem, Globe2, Lightbulb, Scale, Target } from 'lucide-react';
import { localizedPath } from '@ctp/domain/languages';
import { useTexts } from '@/lib/i18n/texts';
import { MUSCAT, WorldRouteMap, type MapPoint } from '../art/world-map';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid, type Feature } from '../components/feature-grid';
import { IconBadge } from '../components/icon-badge';
import { Section } from '../components/layout';
import { Monogram } from '../components/monogram';
import { Reveal } from '../components/reveal';
import { SectionHeading } from '../components/section-heading';
import { StatStrip } from '../components/stat-strip';
import { aboutTexts } from './about.texts';

const VALUE_ICONS = [Gem, Scale, Lightbulb, Globe2] as const;

const REGION_POINTS: readonly MapPoint[] = [
  { name: 'europe', lon: 10, lat: 50, label: 'none' },
  { name: 'africa', lon: 22, lat: 2, label: 'none' },
  { name: 'north-america', lon: -95, lat: 40, label: 'none' },
  { name: 'south-america', lon: -58, lat: -15, label: 'none' },
  { name: 'oceania', lon: 138, lat: -26, label: 'none' },
];

interface Leader {
  role: string;
  remit: string;
}

/** The monograms of the executive team and the advisory board, in the order of their texts. */
const EXECUTIVE_INITIALS = ['CE', 'HT', 'RC', 'MI'] as const;
const BOARD_INITIALS = ['MR', 'EM', 'CM', 'EG'] as const;

function LeaderGrid({ title, id, leaders, initials }: { title: string; id: string; leaders: readonly Leader[]; initials: readonly string[] }) {
  return (
    <div className="mt-14">
      <Reveal>
        <h3 id={id} className="flex items-center gap-4 text-xl font-semibold text-white">
          {title}
          <span aria-hidden="true" className="h-px flex-1 bg-linear-to-r from-gold-500/40 to-transparent rtl:bg-linear-to-l" />
        </h3>
      </Reveal>
      <ul aria-labelledby={id} className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {leaders.map((leader, index) => (
          <Reveal as="li" key={leader.role} delay={index * 90}>
            <div className="flex h-full flex-col rounded-2xl border border-white/8 bg-ink-900 p-6">
              <Monogram initials={initials[index] ?? ''} />
              <p className="mt-5 font-semibold text-white">{leader.role}</p>
              <p className="mt-2 text-sm leading-relaxed text-slate-300">{leader.remit}</p>
            </div>
          </Reveal>
        ))}
      </ul>
    </div>
  );
}

/** Everything below the first screen of the page; see WhenVisible. */
export function Sections() {
  const { text, language } = useTexts(aboutTexts);
  const { purpose, values, presence, leadership, cta } = text;
  const coreValues: Feature[] = values.items.map((item, index) => ({ ...item, icon: VALUE_ICONS[index] }));
  return (
    <>
      <Section labelledBy="mission-vision">
        <SectionHeading id="mission-vision" eyebrow={purpose.eyebrow} title={purpose.title} />
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <Reveal className="relative overflow-hidden rounded-3xl border border-gold-500/25 bg-linear-to-br from-ink-800 to-ink-900 p-8 sm:p-10">
            <IconBadge icon={Target} />
            <h3 className="mt-6 text-2xl font-semibold text-white">{purpose.missionTitle}</h3>
            <p className="mt-3 text-lg leading-relaxed text-slate-300">{purpose.mission}</p>
          </Reveal>
          <Reveal delay={120} className="relative overflow-hidden rounded-3xl border border-white/10 bg-linear-to-br from-ink-800 to-ink-900 p-8 sm:p-10">
            <IconBadge icon={Eye} />
            <h3 className="mt-6 text-2xl font-semibold text-white">{purpose.visionTitle}</h3>
            <p className="mt-3 text-lg leading-relaxed text-slate-300">{purpose.vision}</p>
          </Reveal>
        </div>
      </Section>

      <Section labelledBy="core-values" tone="deep">
        <SectionHeading id="core-values" eyebrow={values.eyebrow} title={values.title} lead={values.lead} />
        <FeatureGrid features={coreValues} columns={4} />
      </Section>

      <Section labelledBy="global-presence">
        <SectionHeading id="global-presence" eyebrow={presence.eyebrow} title={presence.title} lead={presence.lead} />
        <Reveal className="mt-12 overflow-hidden rounded-3xl border border-white/8 bg-ink-950 px-2 py-6 sm:px-6">
          <WorldRouteMap points={REGION_POINTS} hub={{ ...MUSCAT, name: presence.hub }} className="w-full" />
        </Reveal>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {presence.regions.map(({ region, role }, index) => (
            <Reveal as="li" key={region} delay={(index % 3) * 80}>
              <div className="flex items-start gap-3 rounded-xl border border-white/8 bg-ink-900 px-5 py-4">
                <Compass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-400" strokeWidth={1.7} />
                <div>
                  <p className="font-semibold text-white">{region}</p>
                  <p className="text-sm text-slate-400">{role}</p>
                </div>
              </div>
            </Reveal>
          ))}
        </ul>
        <StatStrip className="mt-12" />
      </Section>

      <Section labelledBy="leadership" tone="deep">
        <SectionHeading id="leadership" eyebrow={leadership.eyebrow} title={leadership.title} lead={leadership.lead} />
        <LeaderGrid id="executive-team" title={leadership.executiveTitle} leaders={leadership.executive} initials={EXECUTIVE_INITIALS} />
        <LeaderGrid id="advisory-board" title={leadership.boardTitle} leaders={leadership.board} initials={BOARD_INITIALS} />
      </Section>

      <CtaBand
        id="about-cta"
        title={cta.title}
        body={cta.body}
        actions={[
          { label: cta.portal, to: paths.signIn },
          { label: cta.team, to: localizedPath(paths.contact, language), variant: 'secondary' },
        ]}
      />
    </>
  );
}
