/**
 * Company contact facts (spec 1, 2.4, 2.12) in one place, so the footer, the contact
 * page, the SEO tags and the Organization JSON-LD never disagree.
 */
export const company = {
  name: 'Oman Commodities Group',
  /** The logo's two lines. */
  wordmark: { primary: 'Oman Commodities', secondary: 'Group' },
  tagline: 'Your Global Gateway to Commodity Trading, Intelligence and Investment',
  blurb:
    'An Oman-based investment company trading gold and fuel, delivering market intelligence, ' +
    'and financing mining projects through streaming, royalty and advisory mandates.',
  /** Spec 2.4: the copyright line reads 2024. */
  copyrightYear: 2024,
  headOffice: {
    building: 'Muscat Grand Tower, Level 7',
    street: 'Sultan Qaboos Street, Al Khuwair',
    poBox: '1240',
    postalCode: '133',
    city: 'Muscat',
    country: 'Sultanate of Oman',
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
    days: 'Sunday to Thursday',
    hours: '8:00 AM to 6:00 PM',
    timeZone: 'GMT+4',
    activeTradeSupport: '24/7 support for active trades',
  },
} as const;

/** The head office as display lines, in postal order. */
export const headOfficeLines: readonly string[] = [
  company.headOffice.building,
  company.headOffice.street,
  `P.O. Box ${company.headOffice.poBox}, PC ${company.headOffice.postalCode}`,
  `${company.headOffice.city}, ${company.headOffice.country}`,
];

export function mailtoHref(address: string): string {
  return `mailto:${address}`;
}
