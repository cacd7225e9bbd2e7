import type { Browser, BrowserContext, Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { DEMO_ACCOUNTS, createAccount, type Account, type NewAccount, type Role } from './accounts';
import { openPage } from './browser';
import { signInAtPortal } from './portal';

export interface Session<A extends Account = Account> {
  context: BrowserContext;
  page: Page;
  account: A;
}

export interface LoginOptions extends NewAccount {
  /** A new account of the role (createAccount, with the other options); the role's demo account otherwise. */
  fresh?: boolean;
  /** Runs on the new page before it opens the sign-in page: to listen to its requests or route them. */
  beforeSignIn?: (page: Page) => void | Promise<void>;
}

/**
 * The one way a browser test gets a signed-in user: a fresh browser context of its own, signed in through
 * the sign-in page and landed in the account's portal. `who` is a role (its demo account, or a new one
 * with `fresh`, e.g. `{ fresh: true, kyc: 'approved' }`) or an account the test made itself. Call it
 * inside the test: the context is closed when the test finishes.
 */
export async function loginAs<A extends Account>(browser: Browser, who: A): Promise<Session<A>>;
export async function loginAs(browser: Browser, who: Role, options?: LoginOptions): Promise<Session>;
export async function loginAs(browser: Browser, who: Role | Account, options: LoginOptions = {}): Promise<Session> {
  const { fresh, beforeSignIn, ...newAccount } = options;
  if (!fresh && Object.keys(newAccount).length > 0) throw new Error('loginAs: account options need { fresh: true }');
  const account = typeof who !== 'string' ? who : fresh ? await createAccount(who, newAccount) : DEMO_ACCOUNTS[who];
  const { context, page } = await openPage(browser);
  onTestFinished(() => context.close());
  await beforeSignIn?.(page);
  await signInAtPortal(page, account.email, account.password);
  await page.waitForURL(`**/portal-${account.role}**`);
  return { context, page, account };
}
