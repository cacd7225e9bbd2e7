import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedBrowser } from './support/browser';
import { loginAs } from './support/login';
import { shown } from './support/portal';

/**
 * The administrator's Dashboard and Analytics against the real server: live figures, the server's health
 * checks, charts drawn by recharts (loaded only with the first chart, never on other tabs), the period in
 * the URL and Export Report as a CSV download. Other spec files share the server, so figures are checked
 * for shape, not exact values (the API tests check the arithmetic).
 */

const browser = sharedBrowser();

/** The demo administrator signed in, on a page that notes every chart chunk it fetches from the start. */
async function adminWatchingCharts() {
  const chartChunks: string[] = [];
  const { page } = await loginAs(browser(), 'admin', {
    beforeSignIn: (page) => {
      page.on('request', (request) => {
        if (/\/assets\/admin-charts-[^/]+\.js$/.test(request.url())) chartChunks.push(request.url());
      });
    },
  });
  return { page, chartChunks };
}

describe('admin dashboard and analytics', () => {
  it('signs in on another tab without fetching the chart library', async () => {
    const { page, chartChunks } = await adminWatchingCharts();
    await page.goto('/portal-admin/users');
    await shown(page.getByRole('navigation', { name: 'ADMINISTRATOR' }));
    await page.waitForLoadState('networkidle');
    expect(chartChunks).toEqual([]);
  });

  it('shows live figures, the health checks, charts and recent activity on the dashboard', async () => {
    const { page, chartChunks } = await adminWatchingCharts();
    await page.getByRole('navigation', { name: 'ADMINISTRATOR' }).getByRole('link', { name: /Dashboard/ }).click();
    const summary = page.getByRole('list', { name: 'Platform summary' });
    await shown(summary);
    const totalUsers = await summary.getByRole('listitem').first().textContent();
    // The demo accounts at least.
    expect(Number(/^Total Users([\d,]+)/.exec(totalUsers ?? '')?.[1]?.replaceAll(',', ''))).toBeGreaterThanOrEqual(1);
    const checks = page.getByRole('list', { name: 'Health checks' });
    await shown(checks);
    expect(await checks.getByRole('listitem').count()).toBe(3);
    await shown(checks.getByText(/Database OK/));
    await shown(page.getByRole('list', { name: 'Recent system activity' }));
    // recharts draws an svg once its chunk has arrived.
    await shown(page.getByRole('figure', { name: 'Executed volume and new trades per month' }).locator('svg.recharts-surface[role="application"]'));
    expect(chartChunks).toHaveLength(1);
  });

  it('keeps the period in the URL and exports the report as CSV', async () => {
    const { page } = await loginAs(browser(), 'admin');
    await page.getByRole('navigation', { name: 'ADMINISTRATOR' }).getByRole('link', { name: /Analytics/ }).click();
    await shown(page.getByRole('list', { name: 'Key figures' }));
    await page.getByRole('button', { name: 'Last 3 months' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('period')).toBe('90d');
    await expect.poll(() => page.getByRole('button', { name: 'Last 3 months' }).getAttribute('aria-pressed')).toBe('true');
    const table = page.getByRole('table', { name: 'Commodity Performance' });
    await shown(table.getByRole('rowheader', { name: /Crude Oil/ }));

    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Last 3 months' }).getAttribute('aria-pressed')).toBe('true');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Report' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^analytics-90d-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    // Every cell is quoted (apps/api/src/lib/csv.ts).
    expect(csv.split('\r\n')[0]).toBe('"Report","Period","From","To"');
    expect(csv).toContain('"Analytics","Last 3 months",');
    expect(csv).toMatch(/\r\n"Crude Oil","CRUDE","fuel","\d+",/);
  });
});
