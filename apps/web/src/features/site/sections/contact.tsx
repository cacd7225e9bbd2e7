import { Building2, Clock, Handshake, LineChart, Mail, TrendingUp } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { company, mailtoHref } from '@/lib/company';
import { useTexts } from '@/lib/i18n/texts';
import { ContactForm } from '../contact/contact-form';
import { IconBadge } from '../components/icon-badge';
import { Container, Section } from '../components/layout';
import { Reveal } from '../components/reveal';
import { SectionHeading } from '../components/section-heading';
import { contactTexts } from './contact.texts';

const QUICK_CONTACTS = [
  { email: company.mailboxes.trading, icon: TrendingUp },
  { email: company.mailboxes.intelligence, icon: LineChart },
  { email: company.mailboxes.partnerships, icon: Handshake },
] as const;

/** The departments' mailboxes, in the order of their names in the texts table. */
const DEPARTMENT_EMAILS = [
  company.mailboxes.general,
  company.mailboxes.trading,
  company.mailboxes.intelligence,
  company.mailboxes.partnerships,
] as const;

const linkClasses =
  'font-medium [overflow-wrap:anywhere] text-gold-300 underline decoration-gold-500/30 underline-offset-4 transition-colors hover:text-gold-200 hover:decoration-gold-300';

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
  const { text } = useTexts(contactTexts);
  const { quick, form, headOffice, email, hours } = text;
  return (
    <>
      <Section labelledBy="quick-contact">
        <SectionHeading id="quick-contact" eyebrow={quick.eyebrow} title={quick.title} lead={quick.lead} />
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {QUICK_CONTACTS.map((contact, index) => (
            <Reveal as="li" key={contact.email} delay={index * 90} className="flex">
              <div className="group relative flex w-full flex-col rounded-2xl border border-white/8 bg-linear-to-b from-ink-800/80 to-ink-900 p-6 transition-colors focus-within:border-gold-500/50 hover:border-gold-500/40 sm:p-7">
                <IconBadge icon={contact.icon} />
                <h3 className="mt-5 text-lg font-semibold text-white">{quick.items[index]?.title}</h3>
                <p className="mt-2 flex-1 text-[15px] leading-relaxed text-slate-300">{quick.items[index]?.body}</p>
                <a href={mailtoHref(contact.email)} className={`mt-6 inline-flex items-center gap-2 text-sm ${linkClasses}`}>
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  <span dir="ltr">{contact.email}</span>
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
              {form.title}
            </h2>
            <p className="mt-2 mb-8 text-slate-300">{form.lead}</p>
            <ContactForm />
          </section>

          <div className="grid gap-5">
            <DetailCard id="head-office" title={headOffice.title} icon={Building2}>
              <address className="not-italic">
                <span className="block font-medium text-white">{company.name}</span>
                {headOffice.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </DetailCard>

            <DetailCard id="email-departments" title={email.title} icon={Mail}>
              <dl className="space-y-3.5">
                {DEPARTMENT_EMAILS.map((address, index) => (
                  <div key={address}>
                    <dt className="text-sm text-slate-400">{email.departments[index]}</dt>
                    <dd>
                      <a href={mailtoHref(address)} className={linkClasses} dir="ltr">
                        {address}
                      </a>
                    </dd>
                  </div>
                ))}
              </dl>
            </DetailCard>

            <DetailCard id="business-hours" title={hours.title} icon={Clock}>
              <dl>
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <dt className="font-medium text-white">{hours.days}</dt>
                  <dd>{hours.hours}</dd>
                </div>
              </dl>
              <p className="mt-4 flex items-center gap-2 rounded-lg border border-gold-500/25 bg-gold-500/5 px-3 py-2 text-sm text-gold-200">
                <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400 shadow-[0_0_8px] shadow-emerald-400" />
                {hours.activeTradeSupport}
              </p>
            </DetailCard>
          </div>
        </Container>
      </div>
    </>
  );
}
