import { paths } from '@ctp/domain/paths';
import { Compass, Eye, Gem, Globe2, Lightbulb, Scale, Target } from 'lucide-react';
import { company } from '@/lib/company';
import { MUSCAT, WorldRouteMap, type MapPoint } from '../art/world-map';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid, type Feature } from '../components/feature-grid';
import { IconBadge } from '../components/icon-badge';
import { Section } from '../components/layout';
import { Monogram } from '../components/monogram';
import { Reveal } from '../components/reveal';
import { SectionHeading } from '../components/section-heading';
import { StatStrip } from '../components/stat-strip';

const CORE_VALUES: readonly Feature[] = [
  {
    icon: Gem,
    title: 'Excellence',
    body: 'Institutional standards on every ticket, from the first term sheet to the final delivery receipt.',
  },
  {
    icon: Scale,
    title: 'Integrity',
    body: 'Verified counterparties, transparent terms and full documentation. Trust is the commodity we never trade.',
  },
  {
    icon: Lightbulb,
    title: 'Innovation',
    body: 'Proprietary analytics and AI-assisted matching that turn market noise into decisions clients can act on.',
  },
  {
    icon: Globe2,
    title: 'Global Reach',
    body: 'Offices across six continents and a partner network that connects producers, refiners and buyers worldwide.',
  },
];

/** Six continents, with the head office in Muscat: regions, not invented street addresses. */
const REGIONS = [
  { region: 'Middle East & Asia', role: `Head office, ${company.headOffice.city}` },
  { region: 'Europe', role: 'Trading and vault relationships' },
  { region: 'Africa', role: 'Mining projects and origination' },
  { region: 'North America', role: 'Energy markets and capital partners' },
  { region: 'South America', role: 'Mining streaming and royalty' },
  { region: 'Oceania', role: 'Resources advisory' },
] as const;

const REGION_POINTS: readonly MapPoint[] = [
  { name: 'Europe', lon: 10, lat: 50, label: 'none' },
  { name: 'Africa', lon: 22, lat: 2, label: 'none' },
  { name: 'North America', lon: -95, lat: 40, label: 'none' },
  { name: 'South America', lon: -58, lat: -15, label: 'none' },
  { name: 'Oceania', lon: 138, lat: -26, label: 'none' },
];

interface Leader {
  initials: string;
  role: string;
  remit: string;
}

const EXECUTIVE_TEAM: readonly Leader[] = [
  { initials: 'CE', role: 'Chief Executive Officer', remit: 'Sets strategy and leads the group across its trading, intelligence and investment businesses.' },
  { initials: 'HT', role: 'Head of Trading', remit: 'Runs the gold and fuel desks, counterparty relationships and execution.' },
  { initials: 'RC', role: 'Chief Risk & Compliance Officer', remit: 'Owns KYC, sanctions screening, credit limits and contract controls.' },
  { initials: 'MI', role: 'Head of Market Intelligence', remit: 'Leads research, forecasting and the analytics platform behind our briefs.' },
];

const ADVISORY_BOARD: readonly Leader[] = [
  { initials: 'MR', role: 'Mining & Resources Adviser', remit: 'Brings deep experience of mine development, operations and project finance.' },
  { initials: 'EM', role: 'Energy Markets Adviser', remit: 'Guides our fuel strategy across refining, storage and physical shipping.' },
  { initials: 'CM', role: 'Capital Markets Adviser', remit: 'Shapes streaming, royalty and development-capital structures.' },
  { initials: 'EG', role: 'ESG & Governance Adviser', remit: 'Keeps sustainability and governance at the heart of every mandate.' },
];

function LeaderGrid({ title, id, leaders }: { title: string; id: string; leaders: readonly Leader[] }) {
  return (
    <div className="mt-14">
      <Reveal>
        <h3 id={id} className="flex items-center gap-4 text-xl font-semibold text-white">
          {title}
          <span aria-hidden="true" className="h-px flex-1 bg-linear-to-r from-gold-500/40 to-transparent" />
        </h3>
      </Reveal>
      <ul aria-labelledby={id} className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {leaders.map((leader, index) => (
          <Reveal as="li" key={leader.role} delay={index * 90}>
            <div className="flex h-full flex-col rounded-2xl border border-white/8 bg-ink-900 p-6">
              <Monogram initials={leader.initials} />
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
  return (
    <>
      <Section labelledBy="mission-vision">
        <SectionHeading id="mission-vision" eyebrow="Purpose" title="Mission and Vision" />
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <Reveal className="relative overflow-hidden rounded-3xl border border-gold-500/25 bg-linear-to-br from-ink-800 to-ink-900 p-8 sm:p-10">
            <IconBadge icon={Target} />
            <h3 className="mt-6 text-2xl font-semibold text-white">Our Mission</h3>
            <p className="mt-3 text-lg leading-relaxed text-slate-300">
              To modernise commodity trading with technology and analytics: faster matching, clearer pricing and
              documentation that moves as quickly as the market does.
            </p>
          </Reveal>
          <Reveal delay={120} className="relative overflow-hidden rounded-3xl border border-white/10 bg-linear-to-br from-ink-800 to-ink-900 p-8 sm:p-10">
            <IconBadge icon={Eye} />
            <h3 className="mt-6 text-2xl font-semibold text-white">Our Vision</h3>
            <p className="mt-3 text-lg leading-relaxed text-slate-300">
              To be the most trusted and innovative commodity trading ecosystem, where producers, traders and
              investors meet on terms they can rely on.
            </p>
          </Reveal>
        </div>
      </Section>

      <Section labelledBy="core-values" tone="deep">
        <SectionHeading
          id="core-values"
          eyebrow="What we stand for"
          title="Core Values"
          lead="Four principles guide how we trade, advise and invest on behalf of our clients."
        />
        <FeatureGrid features={CORE_VALUES} columns={4} />
      </Section>

      <Section labelledBy="global-presence">
        <SectionHeading
          id="global-presence"
          eyebrow="Worldwide"
          title="Global Presence"
          lead={`Six global offices across six continents, coordinated from our head office in ${company.headOffice.city}, with 24/7 support for active trades.`}
        />
        <Reveal className="mt-12 overflow-hidden rounded-3xl border border-white/8 bg-ink-950 px-2 py-6 sm:px-6">
          <WorldRouteMap points={REGION_POINTS} hub={{ ...MUSCAT, name: `${company.headOffice.city} HQ` }} className="w-full" />
        </Reveal>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {REGIONS.map(({ region, role }, index) => (
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
        <SectionHeading
          id="leadership"
          eyebrow="People"
          title="Leadership"
          lead="An experienced executive team, guided by an advisory board drawn from mining, energy and capital markets. Full biographies are available to clients and partners on request."
        />
        <LeaderGrid id="executive-team" title="Executive Team" leaders={EXECUTIVE_TEAM} />
        <LeaderGrid id="advisory-board" title="Advisory Board" leaders={ADVISORY_BOARD} />
      </Section>

      <CtaBand
        id="about-cta"
        title="Trade with a partner built for the long term"
        body="Open an account to trade gold and fuel, follow the markets and explore investment opportunities in one secure portal."
        actions={[
          { label: 'Open the Client Portal', to: paths.signIn },
          { label: 'Speak to Our Team', to: paths.contact, variant: 'secondary' },
        ]}
      />
    </>
  );
}
