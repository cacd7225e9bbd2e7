import { localizedPath } from '@ctp/domain/languages';
import { paths } from '@ctp/domain/paths';
import { Link } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { mailtoHref, useCompany } from '@/lib/company';
import { useTexts } from '@/lib/i18n/texts';
import { FooterSocialLinks } from './footer-social';
import { NAV_LINKS } from './nav-links';
import { frameTexts } from './texts';

/** Spec 2.4: the Services list, the bar's links but Contact; their words are the frame texts' footer.links, by key. */
const SERVICE_LINKS = NAV_LINKS.filter((link) => link.key !== 'contact');

const headingClass = 'text-xs font-semibold tracking-[0.2em] text-gold-400 uppercase rtl:text-sm rtl:tracking-normal';

/** Spec 2.4: brand blurb, services, the registered office and info mailbox, and the copyright line. */
export function Footer() {
  const { text, t, language } = useTexts(frameTexts);
  const company = useCompany();
  return (
    <footer className="relative isolate overflow-hidden border-t border-white/5 bg-ink-950 text-sm text-slate-300">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 h-px bg-linear-to-r from-transparent via-gold-500/50 to-transparent" />
      <div
        aria-hidden="true"
        className="absolute -top-48 left-1/2 -z-10 h-96 w-[48rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,rgb(212_175_55/0.08),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1.2fr] lg:px-8">
        <div className="max-w-sm">
          <p className="flex items-center gap-2.5 text-base font-semibold text-white">
            <BrandMark className="size-9" />
            {company.name}
          </p>
          <p className="mt-5 leading-relaxed text-slate-400">{company.blurb}</p>
          <FooterSocialLinks />
        </div>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClass}>
            {text.footer.services}
          </h2>
          <ul className="mt-5 space-y-3">
            {SERVICE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={localizedPath(link.to, language)} className="rounded-sm text-slate-300 transition-colors hover:text-gold-300">
                  {text.footer.links[link.key]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClass}>
            {text.footer.contact}
          </h2>
          <address className="mt-5 space-y-4 not-italic">
            <p className="leading-relaxed text-slate-300">
              {company.headOfficeLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </p>
            <p>
              <a
                href={mailtoHref(company.mailboxes.general)}
                dir="ltr"
                className="rounded-sm text-gold-300 underline decoration-gold-500/40 underline-offset-4 hover:decoration-gold-300"
              >
                {company.mailboxes.general}
              </a>
            </p>
          </address>
          <p className="mt-4 leading-relaxed text-slate-400">
            {t('footer.hours', {
              days: company.businessHours.days,
              hours: company.businessHours.hours,
              timeZone: company.businessHours.timeZone,
            })}
          </p>
        </section>
      </div>
      <div className="border-t border-white/5">
        <p className="mx-auto max-w-7xl px-5 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          {t('footer.copyright', { year: company.copyrightYear, brand: company.name })}
          {/* Anyone holding one of our contract PDFs can check it (issue 13). */}
          <Link to={paths.verifyContract} className="ms-4 rounded-sm text-slate-300 underline underline-offset-4 hover:text-gold-300">
            {text.footer.verifyContract}
          </Link>
        </p>
      </div>
    </footer>
  );
}
