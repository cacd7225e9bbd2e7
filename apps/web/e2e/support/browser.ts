import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { workerServer } from './worker-server';

/** Debian's Chromium, never a downloaded browser. The flags keep it off this machine's closed network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * One browser for the tests of a file or describe block, launched before the first and closed after the
 * last; each test opens contexts of its own in it (openPage, loginAs), so none inherits another's cookies.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The shared browser is used before it was launched (call it inside a test)');
    return browser;
  };
}

export const baseUrl = () => workerServer().baseUrl;
export const dataDir = () => workerServer().dataDir;

/** A fresh browser context (own cookies) and page, with the server's base URL set. */
export async function openPage(browser: Browser, viewport: { width: number; height: number } = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport });
  const page = await context.newPage();
  return { context, page };
}
