import type { Language } from '@ctp/domain/languages';
import { useLanguage } from '@/lib/i18n/language';
import { textsIn } from '@/lib/i18n/texts';
import { companyTexts } from './company.texts';

const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** Company contact facts in a language: the words come from company.texts.ts, the names, numbers and mailboxes are one. */
export function companyIn(language: Language) {
  const words = textsIn(companyTexts, language);
  return {
    name: 'Oman Commodities Group',
    /** The logo's two lines. */
    wordmark: { primary: 'Oman Commodities', secondary: 'Group' },
    tagline: words.tagline,
    blurb: words.blurb,
    /** Spec 2.4: the copyright line reads 2024. */
    copyrightYear: 2024,
    headOffice: {
      building: words.headOffice.building,
      street: words.headOffice.street,
      poBox: '1240',
      postalCode: '133',
      city: words.headOffice.city,
      country: words.headOffice.country,
      countryCode: 'OM',
    },
    mailboxes: {
      general: 'info@omancommodities.com',
      trading: 'trading@omancommodities.com',
      intelligence: 'intelligence@omancommodities.com',
      partnerships: 'partnerships@omancommodities.com',
      advisory: 'advisory@omancommodities.com',
      support: 'support@omancommodities.com',
    },
    businessHours: {
      days: words.businessHours.days,
      hours: words.businessHours.hours,
      timeZone: 'GMT+4',
      activeTradeSupport: words.businessHours.activeTradeSupport,
    },
  } as const;
}

export type Company = ReturnType<typeof companyIn>;

/**
 * Company contact facts (spec 1, 2.4, 2.12) in one place, so the footer, the contact
 * page, the SEO tags and the Organization JSON-LD never disagree. English; `useCompany()` gives the reader's language.
 */
export const company: Company = companyIn('en');

/** The head office as display lines, in postal order, in a language. */
export function headOfficeLinesIn(language: Language): readonly string[] {
  const { headOffice } = companyIn(language);
  const words = textsIn(companyTexts, language).headOffice;
  return [
    headOffice.building,
    headOffice.street,
    fill(words.poBoxLine, { poBox: headOffice.poBox, postalCode: headOffice.postalCode }),
    fill(words.cityLine, { city: headOffice.city, country: headOffice.country }),
  ];
}

/** The head office as display lines, in English. */
export const headOfficeLines: readonly string[] = headOfficeLinesIn('en');

/** Company facts and the head office's lines in the reader's language. */
export function useCompany(): Company & { headOfficeLines: readonly string[] } {
  const language = useLanguage();
  return { ...companyIn(language), headOfficeLines: headOfficeLinesIn(language) };
}

export function mailtoHref(address: string): string {
  return `mailto:${address}`;
}
