import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken } from './support/accounts';
import { apiCall } from './support/api';
import { DESKTOP, MOBILE, baseUrl, sharedBrowser } from './support/browser';

/** The content pages of spec 2.6 to 2.12, each with the h1 it opens with. */
const CONTENT_PAGES = [
  { path: '/about', h1: /Modernising commodity trading/ },
  { path: '/gold', h1: /Physical gold/ },
  { path: '/fuel', h1: /Refined fuels and crude/ },
  { path: '/insights', h1: /intelligence for commodity markets/ },
  { path: '/streaming', h1: /Streaming & Royalty/ },
  { path: '/advisory', h1: /Advisory for mines/ },
  { path: '/contact', h1: /next trade/ },
] as const;

const browser = sharedBrowser();

async function open(
  pathname: string,
  options: { viewport?: { width: number; height: number }; reducedMotion?: 'reduce' | 'no-preference' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({
    baseURL: baseUrl(),
    viewport: options.viewport ?? DESKTOP,
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  const page = await context.newPage();
  const response = await page.goto(pathname);
  expect(response?.status()).toBe(200);
  return { context, page };
}

const texts = async (page: Page, listName: string) =>
  (await page.getByRole('list', { name: listName, exact: true }).getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());

async function headings(page: Page, level: number): Promise<string[]> {
  return (await page.getByRole('heading', { level }).allInnerTexts()).map((t) => t.trim());
}

/** The href of the link with this accessible name (the first, when a page repeats a call to action). */
const hrefOf = (page: Page, name: string | RegExp) => page.getByRole('link', { name }).first().getAttribute('href');

describe('content pages', () => {
  it.each(CONTENT_PAGES)('$path opens with exactly one h1 inside the main landmark', async ({ path: pathname, h1 }) => {
    const { context, page } = await open(pathname);
    try {
      expect(await page.locator('main').count()).toBe(1);
      const h1s = page.locator('h1');
      expect(await h1s.count()).toBe(1);
      expect(await h1s.innerText()).toMatch(h1);
      expect(await page.locator('main h1').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it.each(CONTENT_PAGES)('$path is prerendered: its text is in the HTML before any script runs', async ({ path: pathname }) => {
    const html = await (await fetch(`${baseUrl()}${pathname}`)).text();
    expect(html).toContain('id="page-title"');
    // Scroll reveals only hide content after hydration; the served HTML shows everything.
    expect(html).not.toContain('data-reveal="hidden"');
  });

  it('a page loads what lies below its first screen only as it scrolls into view, its text there all along', async () => {
    const { context, page } = await open('/gold', { viewport: MOBILE });
    try {
      const priceCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/price-api/')) priceCalls.push(request.url());
      });
      await page.waitForLoadState('networkidle');
      const prices = page.getByRole('region', { name: 'Live Gold Price' });
      expect(await page.getByRole('heading', { level: 2, name: 'Accepted Delivery Locations' }).count()).toBe(1);
      expect(priceCalls).toEqual([]);

      await prices.scrollIntoViewIfNeeded();
      await expect.poll(() => priceCalls.length).toBeGreaterThan(0);
      await expect.poll(() => prices.innerText()).toMatch(/\$[\d,]+\.\d{2}/);
    } finally {
      await context.close();
    }
  });

  it('/about shows mission, vision, the four core values, global presence and leadership', async () => {
    const { context, page } = await open('/about');
    try {
      const h2 = await headings(page, 2);
      expect(h2).toEqual(expect.arrayContaining(['Mission and Vision', 'Core Values', 'Global Presence', 'Leadership']));
      const h3 = await headings(page, 3);
      expect(h3).toEqual(
        expect.arrayContaining(['Our Mission', 'Our Vision', 'Excellence', 'Integrity', 'Innovation', 'Global Reach', 'Executive Team', 'Advisory Board']),
      );
      const body = await page.locator('main').innerText();
      expect(body).toContain('most trusted and innovative commodity trading ecosystem');
      for (const claim of ['$5B+', '20+', '24/7', 'Global offices across six continents']) expect(body).toContain(claim);
      expect(await hrefOf(page, 'Open the Client Portal')).toBe('/portal');
    } finally {
      await context.close();
    }
  });

  it('/gold lists the overview, delivery locations, offers, steps, security and documentation, with the live price section', async () => {
    const { context, page } = await open('/gold');
    try {
      const h3 = await headings(page, 3);
      expect(h3).toEqual(
        expect.arrayContaining([
          'Spot Trading',
          'TTM Table Top Meeting',
          'CIF/FOB Terms',
          'Brinks Secure Delivery',
          'Large Volume and Long-Term Contracts',
          'Spot Deals',
          'Vault Security',
          'Enter Your Requirements',
          'AI-Powered Matching',
          'Secure Transaction Pipeline',
          'LOI + CIS Upload',
        ]),
      );
      expect(await texts(page, 'Accepted delivery locations')).toEqual([
        'Zurich Switzerland',
        'London United Kingdom',
        'Dubai United Arab Emirates',
        'Hong Kong Hong Kong SAR',
        'New York United States',
      ]);

      // The live card itself is covered by prices.e2e.ts.
      expect(await page.getByRole('region', { name: 'Live Gold Price' }).count()).toBe(1);

      expect(await headings(page, 2)).toEqual(expect.arrayContaining(['Security Features', 'Documentation and Progress Dashboard']));
      expect(await hrefOf(page, 'Start Gold Trading')).toBe('/portal');
    } finally {
      await context.close();
    }
  });

  it('/fuel lists the four commodities, four delivery modes, three key ports and ICPO + CPA upload', async () => {
    const { context, page } = await open('/fuel');
    try {
      const h3 = await headings(page, 3);
      expect(h3).toEqual(expect.arrayContaining(['EN590', 'Jet A1', 'Crude Oil', 'Fuel Oil', 'TTT', 'TTV', 'CIF', 'FOB']));
      const body = await page.locator('main').innerText();
      for (const mode of [/tank-to-tank/i, /tank-to-vessel/i, /Cost, Insurance and Freight/i, /Free on Board/i]) expect(body).toMatch(mode);
      expect(await texts(page, 'Key ports')).toEqual(['Fujairah United Arab Emirates', 'Rotterdam Netherlands', 'Houston United States']);
      expect(await headings(page, 2)).toContain('ICPO + CPA Upload');
      expect(await hrefOf(page, 'Start Fuel Trading')).toBe('/portal');
    } finally {
      await context.close();
    }
  });

  it('/insights shows the live dashboard, six feature tiles and the Basic and Enterprise packages with their targets', async () => {
    const { context, page } = await open('/insights');
    try {
      expect(await page.getByRole('region', { name: 'Live Market Dashboard' }).count()).toBe(1);

      const h3 = await headings(page, 3);
      expect(h3).toEqual(
        expect.arrayContaining(['3-Day Forecasts', 'Geopolitical Alerts', 'Weekly Brief', 'Sentiment Analysis', 'Global Market Sync', 'Historical Analytics']),
      );
      expect(await texts(page, 'Basic')).toEqual(['Live spot prices', 'Basic charts', 'Daily updates']);
      expect(await texts(page, 'Enterprise')).toEqual([
        'All Basic features',
        '3-day forecasts',
        'Geopolitical alerts',
        'Weekly brief',
        'Custom analytics',
        'API access',
        'Dedicated support',
      ]);
      expect(await page.getByText('Recommended', { exact: true }).count()).toBe(1);
      expect(await hrefOf(page, 'Get Started')).toBe('/portal');
      expect(await hrefOf(page, 'Contact Sales')).toBe('/contact');
      expect(await hrefOf(page, 'Access Market Intelligence')).toBe('/portal');
    } finally {
      await context.close();
    }
  });

  it('/streaming names the investment models and the investor and project thresholds', async () => {
    const { context, page } = await open('/streaming');
    try {
      expect(await headings(page, 3)).toEqual(
        expect.arrayContaining(['Streaming', 'Royalty', 'Advisory', 'ESG Models', 'For Investors', 'For Projects']),
      );
      const body = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
      expect(body).toMatch(/from \$1M/i);
      expect(body).toMatch(/\$5M to \$500M/);
      expect(await hrefOf(page, 'Explore Opportunities')).toBe('/portal');
    } finally {
      await context.close();
    }
  });

  it('/advisory shows who is served, the four services, partner tiles, the four steps in order and both ways to book', async () => {
    const { context, page } = await open('/advisory');
    try {
      const h3 = await headings(page, 3);
      expect(h3).toEqual(
        expect.arrayContaining([
          'Mining Operations',
          'Governments',
          'Strategic Investors',
          'Digital Twin Modeling',
          'ESG + AI Forecasting',
          'National Resource Valuation',
          'Implementation Support',
        ]),
      );
      const steps = await page.getByRole('region', { name: 'A four-step engagement' }).getByRole('heading', { level: 3 }).allInnerTexts();
      expect(steps).toEqual(['Discovery', 'Strategy', 'Implementation', 'Optimization']);
      expect(await page.getByRole('region', { name: 'Technology Partners' }).getByRole('listitem').count()).toBe(6);
      expect(await hrefOf(page, 'Book Advisory Consultation')).toBe('/portal');
      expect(await hrefOf(page, 'Email the Advisory Team')).toMatch(/^mailto:advisory@/);
    } finally {
      await context.close();
    }
  });

  it('/contact shows the head office in Oman, the four mailboxes, the business hours and three quick-contact cards', async () => {
    const { context, page } = await open('/contact');
    try {
      const address = await page.locator('main address').innerText();
      expect(address).toMatch(/Oman/);
      expect(address).toMatch(/Muscat/);

      const mailboxes = await page.getByRole('region', { name: 'Email Us' }).getByRole('link').evaluateAll((links) =>
        links.map((a) => a.getAttribute('href')),
      );
      expect(mailboxes).toHaveLength(4);
      expect(mailboxes.map((href) => href?.replace(/^mailto:/, '').split('@')[0])).toEqual(['info', 'trading', 'intelligence', 'partnerships']);

      const hours = (await page.getByRole('region', { name: 'Business Hours' }).innerText()).replace(/\s+/g, ' ');
      expect(hours).toContain('Sunday to Thursday');
      expect(hours).toContain('8:00 AM to 6:00 PM (GMT+4)');
      expect(hours).toContain('24/7 support for active trades');

      const quick = page.getByRole('region', { name: 'Reach the right team directly' });
      expect(await quick.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['Trading Desk', 'Intelligence Team', 'Partnership Inquiries']);
      expect(await quick.getByRole('link').count()).toBe(3);
    } finally {
      await context.close();
    }
  });

  it('/gold and /insights show no placeholder text', async () => {
    for (const pathname of ['/gold', '/insights']) {
      const { context, page } = await open(pathname);
      try {
        const body = await page.locator('main').innerText();
        expect(body).not.toMatch(/coming soon/i);
      } finally {
        await context.close();
      }
    }
  });
});

describe('scroll-in reveal (spec 2.6)', () => {
  const coreValues = (page: Page) => page.locator('[data-reveal]', { has: page.getByRole('heading', { name: 'Core Values' }) });

  it('fades a block in once 30 percent of it is visible and hides it again when it leaves', async () => {
    const { context, page } = await open('/about');
    try {
      // The page's own code (the reveal among it) loads when the visitor first engages: here, a pointer move.
      await page.mouse.move(10, 10);
      await page.waitForFunction(() => document.querySelector('[data-reveal="hidden"]') !== null);
      const block = coreValues(page);
      expect(await block.getAttribute('data-reveal')).toBe('hidden');

      await block.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => {
        const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent === 'Core Values');
        return heading?.closest('[data-reveal]')?.getAttribute('data-reveal') === 'shown';
      });
      await page.waitForTimeout(800);
      expect(await block.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');

      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForFunction(() => {
        const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent === 'Core Values');
        return heading?.closest('[data-reveal]')?.getAttribute('data-reveal') === 'hidden';
      });
    } finally {
      await context.close();
    }
  });

  it('does nothing for visitors who prefer reduced motion', async () => {
    const { context, page } = await open('/about', { reducedMotion: 'reduce' });
    try {
      await page.waitForLoadState('networkidle');
      expect(await page.locator('[data-reveal="hidden"]').count()).toBe(0);
      expect(await coreValues(page).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    } finally {
      await context.close();
    }
  });
});

/** The inquiries the server stored with this subject, as the administrators' inbox lists them (GET /admin/inquiries). */
async function storedInquiries(subject: string): Promise<Array<Record<string, unknown>>> {
  const query = new URLSearchParams({ search: subject, status: 'all', source: 'all' });
  const { inquiries } = await apiCall<{ inquiries: Array<Record<string, unknown>> }>('GET', `/admin/inquiries?${query}`, { token: await adminToken() });
  return inquiries.filter((inquiry) => inquiry.subject === subject);
}

async function openContactForm(options: Parameters<typeof open>[1] = {}) {
  const opened = await open('/contact', options);
  // The form is below the first screen; it goes live as it scrolls into view (WhenVisible).
  await opened.page.locator('form').first().scrollIntoViewIfNeeded();
  await opened.page.waitForSelector('form[data-hydrated]');
  return opened;
}

async function fillInquiry(page: Page, subject: string) {
  await page.getByLabel('Full name', { exact: true }).fill('Salim Al Harthy');
  await page.getByLabel('Email', { exact: true }).fill('salim@muscat-refining.example');
  await page.getByLabel('Company', { exact: true }).fill('Muscat Refining Co.');
  await page.getByLabel('Phone', { exact: true }).fill('+968 2412 3456');
  await page.getByLabel('Inquiry type', { exact: true }).selectOption({ label: 'Commodity Investment' });
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('We are raising development capital for a copper-gold project and would like to discuss a stream.');
}

describe('contact form', () => {
  it('offers every inquiry type with a readable label', async () => {
    const { context, page } = await openContactForm();
    try {
      const options = await page.getByLabel('Inquiry type', { exact: true }).locator('option').evaluateAll((els) =>
        els.map((o) => [(o as HTMLOptionElement).value, o.textContent]),
      );
      expect(options).toEqual([
        ['', 'Select an inquiry type'],
        ['general', 'General Inquiry'],
        ['gold-trading', 'Gold Trading'],
        ['fuel-trading', 'Fuel Trading'],
        ['market-intelligence', 'Market Intelligence'],
        ['streaming', 'Commodity Investment'],
        ['advisory', 'Mining Advisory'],
        ['partnership', 'Partnership'],
      ]);
    } finally {
      await context.close();
    }
  });

  it('names each required field that is missing, focuses the first, and sends nothing', async () => {
    const { context, page } = await openContactForm();
    try {
      let requests = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/v1/inquiries')) requests += 1;
      });
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Message is required').waitFor();

      const expectations: Array<[string, string]> = [
        ['Full name', 'Full name is required'],
        ['Email', 'Email is required'],
        ['Inquiry type', 'Please choose an inquiry type'],
        ['Subject', 'Subject is required'],
        ['Message', 'Message is required'],
      ];
      for (const [label, message] of expectations) {
        const field = page.getByLabel(label, { exact: true });
        expect(await field.getAttribute('aria-invalid')).toBe('true');
        const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
        const description = await page.evaluate(
          (ids) => ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
          describedBy,
        );
        expect(description).toContain(message);
      }
      for (const optional of ['Company', 'Phone']) expect(await page.getByLabel(optional, { exact: true }).getAttribute('aria-invalid')).toBeNull();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('name');

      await page.getByLabel('Email', { exact: true }).fill('not-an-email');
      await page.getByLabel('Full name', { exact: true }).fill('Salim');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Please enter a valid email address').waitFor();
      expect(requests).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('sends a complete inquiry, confirms it, and the server stores it for the administrators', async () => {
    const { context, page } = await openContactForm();
    try {
      const subject = `Stream financing ${Date.now()}`;
      await fillInquiry(page, subject);
      await page.getByRole('button', { name: 'Send Message' }).click();

      const confirmation = page.getByRole('status').filter({ hasText: 'Message sent' });
      await confirmation.waitFor();
      expect(await confirmation.innerText()).toMatch(/inquiry has been received/);
      // Focus moves to the confirmation, so a screen reader reads it out.
      expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Message sent');

      const rows = await storedInquiries(subject);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: 'Salim Al Harthy',
        email: 'salim@muscat-refining.example',
        company: 'Muscat Refining Co.',
        phone: '+968 2412 3456',
        inquiryType: 'streaming',
        source: 'contact-form',
        status: 'new',
      });

      await page.getByRole('button', { name: 'Send another message' }).click();
      expect(await page.getByLabel('Subject', { exact: true }).inputValue()).toBe('');
      // Focus moves to the fresh form's first field once it has rendered (an effect, a moment after the click).
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('name');
    } finally {
      await context.close();
    }
  });

  it('explains a failure, keeps everything typed, and succeeds on a retry', async () => {
    const { context, page } = await openContactForm({ viewport: MOBILE });
    try {
      const subject = `Retry after outage ${Date.now()}`;
      await fillInquiry(page, subject);

      await page.route('**/api/v1/inquiries', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Service unavailable', code: 'SERVICE_UNAVAILABLE', status: 503 }),
        }),
      );
      await page.getByRole('button', { name: 'Send Message' }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.innerText()).toMatch(/could not be sent/);

      await page.unroute('**/api/v1/inquiries');
      await page.route('**/api/v1/inquiries', (route) => route.abort('internetdisconnected'));
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByRole('alert').filter({ hasText: 'could not reach our server' }).waitFor();

      expect(await page.getByLabel('Full name', { exact: true }).inputValue()).toBe('Salim Al Harthy');
      expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('salim@muscat-refining.example');
      expect(await page.getByLabel('Inquiry type', { exact: true }).inputValue()).toBe('streaming');
      expect(await page.getByLabel('Subject', { exact: true }).inputValue()).toBe(subject);
      expect(await page.getByLabel('Message', { exact: true }).inputValue()).toMatch(/copper-gold project/);
      expect(await storedInquiries(subject)).toHaveLength(0);

      await page.unroute('**/api/v1/inquiries');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByRole('status').filter({ hasText: 'Message sent' }).waitFor();
      expect(await storedInquiries(subject)).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it('can be filled in and sent with the keyboard alone, skipping the hidden bot trap', async () => {
    const { context, page } = await openContactForm();
    try {
      const subject = `Keyboard inquiry ${Date.now()}`;
      await page.getByLabel('Full name', { exact: true }).focus();
      await page.keyboard.type('Noor Al Zadjali');
      await page.keyboard.press('Tab');
      await page.keyboard.type('noor@example.com');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
      await page.keyboard.type(subject);
      await page.keyboard.press('Tab');
      await page.keyboard.type('Please send the Enterprise package details.');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Send Message');
      await page.keyboard.press('Enter');

      await page.getByRole('status').filter({ hasText: 'Message sent' }).waitFor();
      const rows = await storedInquiries(subject);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: 'Noor Al Zadjali', inquiryType: 'general', company: null, phone: null });
    } finally {
      await context.close();
    }
  });
});

describe('accessibility (axe, WCAG 2.2 AA)', () => {
  const viewports = [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const;

  async function seriousViolations(page: Page) {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }

  // Reduced motion keeps every block on screen, so the contrast check sees the whole page.
  it.each(viewports.flatMap(([name, viewport]) => CONTENT_PAGES.map(({ path: pathname }) => ({ pathname, name, viewport }))))(
    '$pathname has no serious or critical violations at $name size',
    async ({ pathname, viewport }) => {
      const { context, page } = await open(pathname, { viewport, reducedMotion: 'reduce' });
      try {
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('the contact form showing its errors has no serious or critical violations', async () => {
    const { context, page } = await openContactForm({ viewport: MOBILE, reducedMotion: 'reduce' });
    try {
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Full name is required').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
