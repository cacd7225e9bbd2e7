import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type FreshAccount, type NewAccount, type Role } from './support/accounts';
import { apiToken } from './support/api';
import { seriousViolations } from './support/axe';
import { MOBILE, sharedBrowser } from './support/browser';
import { uploadDocument } from './support/documents';
import { loginAs } from './support/login';
import { shown } from './support/portal';
import { at, portalTabs, openTab, settled } from './support/portal-walk';
import { daysAhead, drawUpGoldContract, placeGoldOrder } from './support/trading';

/**
 * Issue 19: every tab of every portal passes axe's WCAG 2.2 AA rules (no serious or critical violation)
 * at phone (390 px) and laptop (1366 px) width, and so does one open dialog on each tab that has dialogs.
 * The tabs are read from the portal's own side menu, so a tab a later change adds is scanned without
 * touching this file; the table below only says how to open a dialog on the tabs that have one.
 */

const WIDTHS = [MOBILE, { width: 1366, height: 768 }] as const;

/** One party's things the dialogs open on: a pending gold order, a pending invoice and their contract. */
interface Party {
  account: FreshAccount;
  orderNumber: string;
  documentName: string;
  contractNumber: string;
}

/** Opens one dialog on the tab shown, on the party's things (the admin's: the trader's); the scan waits for it. */
type OpenDialog = (page: Page, party: Party) => Promise<void>;

const click = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' }).first().click();

/** The dialogs of the tabs the trader and the seller share, by the tab's address under the portal. */
const MEMBER_DIALOGS: Record<string, OpenDialog> = {
  matching: (page) => click(page, 'View Details'),
  'streaming-royalty': (page) => click(page, 'View Details'),
  contracts: (page, { contractNumber }) => click(page, new RegExp(`^Contract ${contractNumber}`)),
  documents: (page) => click(page, 'Upload Document'),
};

const DIALOGS: Record<Role, Record<string, OpenDialog>> = {
  trader: { ...MEMBER_DIALOGS, trading: (page) => click(page, 'Request Gold Trade') },
  seller: { ...MEMBER_DIALOGS, trading: (page) => click(page, 'Create New Listing') },
  admin: {
    users: (page) => click(page, /^View /),
    trades: async (page, { orderNumber }) => {
      await page.getByLabel('Search trades').fill(orderNumber);
      await click(page, `View details of ${orderNumber}`);
    },
    matching: (page) => click(page, 'Create Manual Match'),
    contracts: (page) => click(page, /^Contract CTR-/),
    documents: async (page, { documentName }) => {
      await page.getByLabel('Search documents').fill(documentName);
      await click(page, `Reject ${documentName}`);
    },
    security: (page) => click(page, /^Revoke session of /),
    settings: (page) => click(page, 'Reset to Defaults'),
  },
};

const MENUS: Record<Role, string> = { trader: 'TRADER', seller: 'SELLER', admin: 'ADMINISTRATOR' };

const TRADER: NewAccount = { label: 'a11y-trader', firstName: 'Noor', lastName: 'Al Habsi', companyName: 'Noor Metals LLC', kyc: 'approved' };
const SELLER: NewAccount = { label: 'a11y-seller', firstName: 'Saif', lastName: 'Al Habsi', companyName: 'Saif Refining LLC', kyc: 'approved' };
const GOLD = { quantity: 50, priceRange: { min: 2000, max: 2100 }, location: 'Zurich', terms: ['CIF'], deliveryDate: daysAhead(10) };

/** A fresh trader and seller (KYC approved), each with a pending gold order and invoice, and a draft gold contract between them. */
async function parties(): Promise<Record<'trader' | 'seller', Party>> {
  const [trader, seller] = await Promise.all([createAccount('trader', TRADER), createAccount('seller', SELLER)]);
  const { contractNumber } = await drawUpGoldContract(trader, seller, { contractType: 'spot', quantity: 50, unitPrice: 2050, deliveryDate: daysAhead(30), deliveryLocation: 'Zurich' });
  const party = async (account: FreshAccount): Promise<Party> => {
    const documentName = `Invoice of ${account.firstName} ${Date.now()}`;
    const [order] = await Promise.all([placeGoldOrder(account, GOLD), uploadDocument(await apiToken(account), { documentType: 'invoice', documentName, fileName: 'invoice.pdf' })]);
    return { account, orderNumber: order.orderNumber, documentName, contractNumber };
  };
  const [ofTrader, ofSeller] = await Promise.all([party(trader), party(seller)]);
  return { trader: ofTrader, seller: ofSeller };
}

const browser = sharedBrowser();

describe('every tab of every portal passes WCAG 2.2 AA (axe: no serious or critical violation)', () => {
  let made: Record<'trader' | 'seller', Party>;
  beforeAll(async () => {
    made = await parties();
  });

  it.each(['trader', 'seller', 'admin'] as const)('the %s portal, at 390 px and 1366 px, with one dialog per tab that has dialogs', async (role) => {
    const party = made[role === 'admin' ? 'trader' : role];
    const { page } = role === 'admin' ? await loginAs(browser(), 'admin') : await loginAs(browser(), party.account);
    const menu = MENUS[role];
    const tabs = await portalTabs(page, menu);
    const segment = (href: string) => href.split('/').slice(2).join('/');
    // A dialog listed for a tab the portal no longer has would silently go unscanned.
    expect(Object.keys(DIALOGS[role]).filter((key) => !tabs.some((tab) => segment(tab.href) === key))).toEqual([]);

    // Reduced motion, as a visitor who asks for it gets it: the portal drops its transitions (and axe then
    // reads colours at rest, not halfway through a fade).
    const menuLink = page.getByRole('navigation', { name: menu }).getByRole('link').first();
    const transition = () => menuLink.evaluate((link) => getComputedStyle(link).transitionDuration);
    expect(await transition()).not.toBe('0s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await transition()).toBe('0s');

    const failures: string[] = [];
    const scan = async (where: string, within?: string) => failures.push(...(await seriousViolations(page, within)).map((line) => `${where}: ${line}`));
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      const phone = viewport.width < 1024;
      if (phone) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await shown(page.getByRole('dialog', { name: /menu$/ }));
        await scan(`${viewport.width}px, the menu drawer`, '[role=dialog]');
        await page.keyboard.press('Escape');
      }
      for (const tab of tabs) {
        const where = `${viewport.width}px, ${tab.name}`;
        await at(`${where}, opening the tab`, () => openTab(page, menu, tab, phone));
        await scan(where);
        const open = DIALOGS[role][segment(tab.href)];
        if (!open) continue;
        const dialog = page.getByRole('dialog');
        await at(`${where}, opening its dialog`, async () => {
          await open(page, party);
          await shown(dialog.first());
          await settled(page, '[role=dialog]');
        });
        await scan(`${where}, its dialog`, '[role=dialog]');
        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.count()).toBe(0);
      }
    }
    expect(failures).toEqual([]);
    // About a minute a portal on this 2-core machine; the margin is for a machine busy with other work.
  }, 300_000);
});
