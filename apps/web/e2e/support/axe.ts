import type { AxeResults, RunOptions } from 'axe-core';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** The rule sets issue 19 holds every screen to: WCAG 2.0 A and AA, 2.1 AA and 2.2 AA. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// axe-core as @axe-core/playwright depends on it (the same version the other browser tests run).
const axeSource = fs.readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe in the page, injected once per document: a portal moves between tabs without loading a page, so
 * a walk through every tab and dialog pays for the 0.5 MB script once (AxeBuilder injects it per run, and by
 * default finishes each run in a new blank page: seconds a scan on this machine).
 */
async function runAxe(page: Page, options: RunOptions, within?: string): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    ([selector, runOptions]) => (window as unknown as { axe: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> } }).axe.run(selector ?? document, runOptions),
    [within ?? null, options] as const,
  );
}

/**
 * The serious and critical axe violations (WCAG 2.2 AA rules) on the page as it is now, or in the part
 * `within` selects (an open dialog), one line per failing element ('color-contrast (serious) at .text-xs:
 * Element has insufficient color contrast of 3.89 ...'), so a failed run says what to fix without a rerun.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  const { violations } = await runAxe(page, { runOnly: { type: 'tag', values: WCAG_22_AA }, resultTypes: ['violations'] }, within);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const why = (node.failureSummary ?? violation.help).split('\n').slice(1).join(' ').trim() || violation.help;
        return `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${why}`;
      }),
    );
}

/** Every WCAG 2.2 AA violation, whatever its impact (the Arabic pages: issue 17 asks for none at all). */
export async function allViolations(page: Page): Promise<string[]> {
  const { violations } = await runAxe(page, { runOnly: { type: 'tag', values: WCAG_22_AA }, resultTypes: ['violations'] });
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help}`));
}
