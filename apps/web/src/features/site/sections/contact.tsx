import { Building2, Clock, Handshake, LineChart, Mail, TrendingUp } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { company, headOfficeLines, mailtoHref } from '@/lib/company';
import { ContactForm } from '../contact/contact-form';
import { IconBadge } from '../components/icon-badge';
import { Container, Section } from '../components/layout';
import { Reveal } from '../components/reveal';
import { SectionHeading } from '../components/section-heading';

interface QuickContact {
  title: string;
  body: string;
  email: string;
  icon: LucideIcon;
}

const QUICK_CONTACTS: readonly QuickContact[] = [
  {
    title: 'Trading Desk',
    body: 'Gold and fuel orders, quotes and the status of active trades.',
    email: company.mailboxes.trading,
    icon: TrendingUp,
  },
  {
    title: 'Intelligence Team',
    body: 'Market intelligence packages, briefs, forecasts and data access.',
    email: company.mailboxes.intelligence,
    icon: LineChart,
  },
  {
    title: 'Partnership Inquiries',
    body: 'Mandates, joint ventures and membership of our partner ecosystem.',
    email: company.mailboxes.partnerships,
    icon: Handshake,
  },
];

const DEPARTMENTS = [
  { name: 'General inquiries', email: company.mailboxes.general },
  { name: 'Trading', email: company.mailboxes.trading },
  { name: 'Market intelligence', email: company.mailboxes.intelligence },
  { name: 'Partnerships', email: company.mailboxes.partnerships },
] as const;

const linkClasses =
  '[overflow-wrap:anywhere] font-medium text-gold-300 underline decoration-gold-500/30 underline-offset-4 transition-colors hover:text-gold-200 hover:decoration-gold-300';

function DetailCard({ id, title, icon, children }: { id: string; title: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <Reveal as="section" aria-labelledby={id} className="rounded-2xl border border-white/8 bg-ink-900 p-6 sm:p-7">
      <div className="flex items-center gap-4">
        <IconBadge icon={icon} className="size-11" />
        <h2 id={id} className="text-lg font-semibold text-white">
          {title}
        </h2>
      </div>
      <div className="mt-5 text-[15px] leading-relaxed text-slate-300">{children}</div>
    </Reveal>
  );
}

/** Everything below the first screen of the page; see WhenVisible. */
export function Sections() {
  const { businessHours } = company;
  return (
    <>
      <Section labelledBy="quick-contact">
        <SectionHeading
          id="quick-contact"
          eyebrow="Quick contact"
          title="Reach the right team directly"
          lead="Write straight to the specialists you need, or use the form below and we will route your message."
        />
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {QUICK_CONTACTS.map((contact, index) => (
            <Reveal as="li" key={contact.title} delay={index * 90} className="flex">
              <div className="group relative flex w-full flex-col rounded-2xl border border-white/8 bg-linear-to-b from-ink-800/80 to-ink-900 p-6 transition-colors focus-within:border-gold-500/50 hover:border-gold-500/40 sm:p-7">
                <IconBadge icon={contact.icon} />
                <h3 className="mt-5 text-lg font-semibold text-white">{contact.title}</h3>
                <p className="mt-2 flex-1 text-[15px] leading-relaxed text-slate-300">{contact.body}</p>
                <a href={mailtoHref(contact.email)} className={`mt-6 inline-flex items-center gap-2 text-sm ${linkClasses}`}>
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  {contact.email}
                </a>
              </div>
            </Reveal>
          ))}
        </ul>
      </Section>

      <div className="border-t border-white/5 bg-ink-950 py-20 sm:py-24">
        <Container className="grid items-start gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-10">
          {/* Not a Reveal: a form someone is filling in never fades away under them. */}
          <section
            aria-labelledby="contact-form-title"
            className="rounded-3xl border border-white/10 bg-linear-to-b from-ink-800 to-ink-900 p-6 shadow-2xl shadow-black/40 sm:p-10"
          >
            <h2 id="contact-form-title" className="text-2xl font-semibold text-white sm:text-3xl">
              Send Us a Message
            </h2>
            <p className="mt-2 mb-8 text-slate-300">Tell us what you need and the right team will reply.</p>
            <ContactForm />
          </section>

          <div className="grid gap-5">
            <DetailCard id="head-office" title="Head Office" icon={Building2}>
              <address className="not-italic">
                <span className="block font-medium text-white">{company.name}</span>
                {headOfficeLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </DetailCard>

            <DetailCard id="email-departments" title="Email Us" icon={Mail}>
              <dl className="space-y-3.5">
                {DEPARTMENTS.map((department) => (
                  <div key={department.name}>
                    <dt className="text-sm text-slate-400">{department.name}</dt>
                    <dd>
                      <a href={mailtoHref(department.email)} className={linkClasses}>
                        {department.email}
                      </a>
                    </dd>
                  </div>
                ))}
              </dl>
            </DetailCard>

            <DetailCard id="business-hours" title="Business Hours" icon={Clock}>
              <dl>
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <dt className="font-medium text-white">{businessHours.days}</dt>
                  <dd>
                    {businessHours.hours} ({businessHours.timeZone})
                  </dd>
                </div>
              </dl>
              <p className="mt-4 flex items-center gap-2 rounded-lg border border-gold-500/25 bg-gold-500/5 px-3 py-2 text-sm text-gold-200">
                <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400 shadow-[0_0_8px] shadow-emerald-400" />
                {businessHours.activeTradeSupport}
              </p>
            </DetailCard>
          </div>
        </Container>
      </div>
    </>
  );
}
