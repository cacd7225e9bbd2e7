import { CONTENT_KINDS, type ContentKind } from '@ctp/domain/content';
import { paths } from '@ctp/domain/paths';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedBrowser } from './support/browser';
import { deleteContentTitled, deskContent, EXAMPLE_LABEL, titleOf } from './support/content';
import { loginAs } from './support/login';
import { shown } from './support/portal';
import { settled } from './support/portal-walk';

/**
 * The desk's content in a real browser (issue 18): an administrator writes a market alert, an opportunity and a
 * project in Admin › Content as drafts, previews, publishes, unpublishes and deletes each, while a trader's portal
 * shows it only while it is published. And the development seed's fictional records (the e2e server runs with
 * NODE_ENV=test, and server.ts seeds everywhere but in production) carry their Example label wherever a portal shows
 * them, and take no inquiries. Every item a test writes has a title of its own and is deleted afterwards.
 */

type PortalTab = 'market-intelligence' | 'streaming-royalty';
type Member = 'trader' | 'seller';
const PORTALS: Record<Member, string> = { trader: paths.traderPortal, seller: paths.sellerPortal };

/** A field of the desk's form, by its label; a select is chosen by the option's label. */
interface Field {
  label: string;
  value: string;
  select?: true;
}

interface KindCase {
  kind: ContentKind;
  /** The desk's tab of the kind, its New button and the form dialog's title. */
  deskTab: string;
  newButton: string;
  formTitle: string;
  fields: (title: string) => Field[];
  /** Where a trader reads it: the portal tab, the section, the list's API and its key in the answer. */
  portal: { tab: PortalTab; section: string; api: string; key: 'alerts' | 'opportunities' | 'projects' };
  /** The inquiry button of its card: enabled on a real item, disabled on an example. */
  inquiry?: string;
}

const KINDS: Record<ContentKind, KindCase> = {
  alerts: {
    kind: 'alerts',
    deskTab: 'Market Alerts',
    newButton: 'New Alert',
    formTitle: 'New Market Alert',
    fields: (title) => [
      { label: 'Title', value: title },
      { label: 'Summary', value: 'War-risk cover for tankers calling at Gulf ports rose again after a boarding in the Gulf of Oman.' },
      { label: 'Region', value: 'Gulf of Oman' },
      { label: 'Impact', value: 'Medium', select: true },
      { label: 'Commodities affected', value: 'Crude Oil\nEN590' },
    ],
    portal: { tab: 'market-intelligence', section: 'Geopolitical Alerts', api: '/api/v1/market/alerts', key: 'alerts' },
  },
  opportunities: {
    kind: 'opportunities',
    deskTab: 'Opportunities',
    newButton: 'New Opportunity',
    formTitle: 'New Opportunity',
    fields: (title) => [
      { label: 'Title', value: title },
      { label: 'Structure', value: 'Royalty', select: true },
      { label: 'Commodity', value: 'Copper' },
      { label: 'Region', value: 'Atacama, Chile' },
      { label: 'Operator', value: 'Quebrada Alta Cobre SpA' },
      { label: 'Minimum investment (USD)', value: '1500000' },
      { label: 'Facility size (USD)', value: '40000000' },
      { label: 'Expected return from (% a year)', value: '9' },
      { label: 'Expected return to (% a year)', value: '12.5' },
      { label: 'Term (months)', value: '96' },
      { label: 'Status', value: 'Development', select: true },
      { label: 'Risk level', value: 'Medium-High', select: true },
      { label: 'Summary', value: 'A 2% net smelter return royalty on a copper mine under development.' },
      { label: 'Description', value: 'The mine is fully permitted.\n\nFirst concentrate is planned within two years.' },
      { label: 'Key terms', value: '2% NSR on copper\nQuarterly payments' },
    ],
    portal: { tab: 'streaming-royalty', section: 'Investment Opportunities', api: '/api/v1/investments/opportunities', key: 'opportunities' },
    inquiry: 'Express Interest',
  },
  projects: {
    kind: 'projects',
    deskTab: 'Projects',
    newButton: 'New Project',
    formTitle: 'New Project',
    fields: (title) => [
      { label: 'Name', value: title },
      { label: 'Commodity', value: 'Gold' },
      { label: 'Region', value: 'Ashanti Belt, Ghana' },
      { label: 'Developer', value: 'Obuasi Hills Gold Ltd' },
      { label: 'Stage', value: 'Feasibility', select: true },
      { label: 'Seeking (USD)', value: '25000000' },
      { label: 'Reserves', value: '1.2 Moz' },
      { label: 'Grade', value: '2.1 g/t Au' },
      { label: 'Mine life (years)', value: '12' },
      { label: 'IRR, post-tax (%)', value: '24.5' },
      { label: 'Annual production', value: '95 koz a year' },
      { label: 'Summary', value: 'An open-pit gold project completing its feasibility study.' },
      { label: 'Description', value: 'Drilling has defined the reserve.\n\nThe funds take the project to a construction decision.' },
      { label: 'Use of funds', value: 'Feasibility study\nEnvironmental permits' },
    ],
    portal: { tab: 'streaming-royalty', section: 'Projects Seeking Capital', api: '/api/v1/investments/projects', key: 'projects' },
    inquiry: 'Submit Proposal',
  },
};

const uniqueTitle = (kind: ContentKind) => `E2E ${kind} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Opens (or reloads) the portal tab of a kind, and answers the kind's section once its list has arrived and is drawn. */
async function openPortalList(page: Page, kase: KindCase, how: { open: Member } | 'reload') {
  const answer = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === kase.portal.api);
  if (how === 'reload') await page.reload();
  else await page.goto(`${PORTALS[how.open]}/${kase.portal.tab}`);
  expect((await answer).status()).toBe(200);
  const section = page.getByRole('region', { name: kase.portal.section, exact: true });
  await shown(section);
  await settled(page);
  return section;
}

/**
 * Every card a portal section shows, the list shown to its end first (the alerts come five at a time, and an item
 * leaking where it should not could sit at the end): its title, and whether it carries the Example label.
 */
async function cardsIn(section: Locator): Promise<Record<string, boolean>> {
  const cards = section.getByRole('article');
  const more = section.getByRole('button', { name: /^Show more/ });
  while (await more.isVisible()) {
    const before = await cards.count();
    await more.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
  }
  const shownCards: Record<string, boolean> = {};
  for (const card of await cards.all()) shownCards[(await card.getByRole('heading').first().innerText()).trim()] = (await card.getByText(EXAMPLE_LABEL).count()) > 0;
  return shownCards;
}

/** The card (alert, opportunity or project) a section shows under this title. */
const cardOf = (section: Locator, title: string) => section.getByRole('article', { name: title, exact: true });

/** Opens a kind's tab of Admin › Content. */
async function openDeskTab(desk: Page, kase: KindCase) {
  await desk.getByRole('navigation', { name: 'ADMINISTRATOR' }).getByRole('link', { name: 'Content', exact: true }).click();
  await desk.waitForURL('**/portal-admin/content**');
  await desk.getByRole('tablist', { name: 'Kinds of content' }).getByRole('tab', { name: new RegExp(`^${kase.deskTab}`) }).click();
  await expect.poll(() => desk.getByRole('tab', { name: new RegExp(`^${kase.deskTab}`) }).getAttribute('aria-selected')).toBe('true');
}

/** The desk's row of an item: its title is unique. */
const deskRow = (desk: Page, title: string) => desk.getByRole('tabpanel').getByRole('row').filter({ hasText: title });

describe('the desk’s content in the browser: draft, preview, publish, unpublish, delete', () => {
  const browser = sharedBrowser();

  for (const kase of CONTENT_KINDS.map((kind) => KINDS[kind])) {
    it(`${kase.kind}: a draft is unseen by a trader, a published one is seen, an unpublished one is gone`, async () => {
      const title = uniqueTitle(kase.kind);
      const { page: desk } = await loginAs(browser(), 'admin');
      const { page: trader } = await loginAs(browser(), 'trader');
      try {
        // The desk writes a draft in the kind's form.
        await openDeskTab(desk, kase);
        await desk.getByRole('button', { name: kase.newButton, exact: true }).click();
        const form = desk.getByRole('dialog', { name: kase.formTitle, exact: true });
        for (const field of kase.fields(title)) {
          const control = form.getByLabel(field.label, { exact: true });
          if (field.select) await control.selectOption({ label: field.value });
          else await control.fill(field.value);
        }
        await form.getByRole('button', { name: 'Save', exact: true }).click();
        await shown(desk.getByRole('status').getByText(`“${title}” was saved as a draft.`));
        await expect.poll(() => form.count()).toBe(0);
        const row = deskRow(desk, title);
        await shown(row.getByText('Draft', { exact: true }));
        await shown(row.getByText('Never', { exact: true }));
        expect(await row.getByText(EXAMPLE_LABEL).count()).toBe(0);

        // A trader's portal neither lists it nor shows it.
        let section = await openPortalList(trader, kase, { open: 'trader' });
        expect(Object.keys(await cardsIn(section))).not.toContain(title);

        // The desk previews it as the portal would show it.
        await desk.getByRole('button', { name: `Preview ${title}`, exact: true }).click();
        const preview = desk.getByRole('dialog', { name: `Preview: ${title}`, exact: true });
        await shown(preview.getByRole('heading', { name: title, exact: true }));
        // The summary shows on the card, and in an opportunity's or project's detail body under it.
        await shown(preview.getByText(kase.fields(title).find((f) => f.label === 'Summary')!.value).first());
        await desk.keyboard.press('Escape');
        await expect.poll(() => preview.count()).toBe(0);

        // Published: the trader sees it on reloading, without the Example label.
        await desk.getByRole('button', { name: `Publish ${title}`, exact: true }).click();
        await shown(desk.getByRole('status').getByText(`“${title}” is published: traders and sellers see it now.`));
        await shown(row.getByText('Published', { exact: true }));
        section = await openPortalList(trader, kase, 'reload');
        expect((await cardsIn(section))[title], 'shown, without the Example label').toBe(false);
        if (kase.inquiry) expect(await cardOf(section, title).getByRole('button', { name: kase.inquiry, exact: true }).isEnabled()).toBe(true);

        // Unpublished: a draft again, gone from the portal.
        await desk.getByRole('button', { name: `Unpublish ${title}`, exact: true }).click();
        await shown(desk.getByRole('status').getByText(`“${title}” is a draft again: traders and sellers no longer see it.`));
        await shown(row.getByText('Draft', { exact: true }));
        section = await openPortalList(trader, kase, 'reload');
        expect(Object.keys(await cardsIn(section))).not.toContain(title);

        // Deleted, after the confirmation.
        await desk.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
        const confirm = desk.getByRole('dialog', { name: `Delete “${title}”?`, exact: true });
        await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
        await shown(desk.getByRole('status').getByText(`“${title}” was deleted.`));
        await expect.poll(() => row.count()).toBe(0);
        expect((await deskContent(kase.kind)).map(titleOf)).not.toContain(title);
      } finally {
        await deleteContentTitled(kase.kind, title);
      }
    });
  }
});

describe('the development seed’s fictional records, labelled wherever they are shown', () => {
  const browser = sharedBrowser();

  /** The published items of a kind, by title: whether each is an example (the desk's API cannot make one: only the seed). */
  async function publishedByTitle(kind: ContentKind) {
    const items = (await deskContent(kind)).filter((item) => item.contentStatus === 'published');
    return Object.fromEntries(items.map((item) => [titleOf(item), item.example]));
  }

  for (const role of ['trader', 'seller'] satisfies Member[]) {
    it(`the ${role}'s portal shows every published item, each example with its label, and no inquiry on an example`, async () => {
      const { page } = await loginAs(browser(), role);
      const expected = Object.fromEntries(await Promise.all(CONTENT_KINDS.map(async (kind) => [kind, await publishedByTitle(kind)] as const))) as Record<
        ContentKind,
        Record<string, boolean>
      >;
      // The e2e server seeds the examples (NODE_ENV=test is not production): each kind has some.
      for (const kind of CONTENT_KINDS) expect(Object.values(expected[kind]).filter(Boolean).length, `${kind} examples`).toBeGreaterThan(0);

      // Market Intelligence: every alert.
      expect(await cardsIn(await openPortalList(page, KINDS.alerts, { open: role }))).toEqual(expected.alerts);

      // Streaming & Royalty: every opportunity and project; an example's inquiry button is disabled, a real one's not.
      const opportunities = await openPortalList(page, KINDS.opportunities, { open: role });
      const projects = page.getByRole('region', { name: KINDS.projects.portal.section, exact: true });
      for (const [kase, section] of [
        [KINDS.opportunities, opportunities],
        [KINDS.projects, projects],
      ] as const) {
        const cards = await cardsIn(section);
        expect(cards).toEqual(expected[kase.kind]);
        for (const [title, example] of Object.entries(cards)) {
          const inquiry = cardOf(section, title).getByRole('button', { name: kase.inquiry, exact: true });
          expect(await inquiry.isDisabled(), `${kase.inquiry} of “${title}”`).toBe(example);
        }
      }

      // An example's detail dialog says it is one, and offers no request.
      const example = Object.entries(expected.opportunities).find(([, isExample]) => isExample)![0];
      await cardOf(opportunities, example).getByRole('button', { name: 'View Details' }).click();
      const dialog = page.getByRole('dialog', { name: example, exact: true });
      await shown(dialog.getByText(EXAMPLE_LABEL));
      await shown(dialog.getByText('This is an example with fictional data for demonstration; it takes no inquiries'));
      expect(await dialog.getByRole('button', { name: 'Express Interest', exact: true }).isDisabled()).toBe(true);
    });
  }

  it('the desk’s Content tab labels the examples in every kind’s table', async () => {
    const { page: desk } = await loginAs(browser(), 'admin');
    for (const kind of CONTENT_KINDS) {
      const kase = KINDS[kind];
      const items = await deskContent(kind);
      const examples = new Set(items.filter((item) => item.example).map(titleOf));
      const titles = new Set(items.map(titleOf));
      await openDeskTab(desk, kase);
      // Each row's title and whether its header carries the label, once the rows are this kind's (not the last tab's).
      const headers = desk.getByRole('tabpanel').getByRole('rowheader');
      const rows = () =>
        headers.evaluateAll((cells, label) => cells.map((cell) => [cell.querySelector('span')?.textContent?.trim() ?? '', (cell.textContent ?? '').includes(label)] as const), EXAMPLE_LABEL);
      await expect.poll(async () => {
        const shownRows = await rows();
        return shownRows.length > 0 && shownRows.every(([title]) => titles.has(title));
      }).toBe(true);
      // The first page of the table (the items last changed): each row is labelled if and only if it is an example.
      const labelled = Object.fromEntries(await rows());
      for (const [title, isLabelled] of Object.entries(labelled)) expect(isLabelled, `“${title}” in ${kase.deskTab}`).toBe(examples.has(title));
    }
  });
});
