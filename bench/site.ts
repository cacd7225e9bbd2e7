/// <reference lib="dom" />
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { LOCALIZED_PUBLIC_PAGES } from '../packages/domain/src/languages';
import { freePort } from '../scripts/free-port';

/**
 * The public website as a visitor's browser meets it: the production build served by the real
 * server. Prints (a) Lighthouse scores per public page (mobile preset) beside a plain static page, (b) the JavaScript each
 * public page loads before any interaction, gzipped, and (c) long tasks and frame rate during a
 * scripted scroll through the whole landing story. BENCH_SKIP_BUILD=1 reuses an existing build
 * (which must then have been built with PUBLIC_URL set to the address printed here).
 */
/** Issue 16: performance 100 on every page, LCP within 1.5x of a plain static page's; issue 3: the rest >= 95. */
const TARGETS = { performance: 100, otherCategories: 95, lcpTimesAnchor: 1.5, jsKbGzip: 90, fps: 55 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];
const PLAYWRIGHT_FLAGS = [...CHROMIUM_FLAGS, '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const SCROLL_SECONDS = 10;

const repoRoot = path.resolve(import.meta.dirname, '..');

/** Builds with the server's own address as PUBLIC_URL, so canonical URLs point at the page under test. */
function buildWeb(baseUrl: string) {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  execSync('npm run build -w @ctp/web', { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, PUBLIC_URL: baseUrl } });
}

/**
 * Serves a copy of the build, so a rebuild of apps/web/dist while the bench runs (a test run, a
 * colleague) cannot swap files under the pages being measured.
 */
async function startServer(port: number, baseUrl: string): Promise<{ stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctp-bench-site-'));
  const webDist = path.join(dataDir, 'web');
  fs.cpSync(path.join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
  let output = '';
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      JWT_SECRET: 's'.repeat(48),
      LOG_LEVEL: 'warn',
      PRICE_PROVIDER: 'simulated',
      WEB_DIST_DIR: webDist,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (output += String(chunk)));
  server.stderr?.on('data', (chunk) => (output += String(chunk)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The server did not become healthy:\n${output}`);
    if (await fetch(`${baseUrl}/health`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The anchor: the about page's own HTML with every style, script, template and link taken out (the same text,
 * nothing else), served brotli-compressed by a bare node:http server. No page of ours can paint sooner.
 */
async function startAnchor(): Promise<{ url: string; stop: () => Promise<void> }> {
  const page = fs
    .readFileSync(path.join(repoRoot, 'apps/web/dist/about/index.html'), 'utf8')
    .replace(/<(style|script|template)\b[^>]*>.*?<\/\1>/gs, '')
    .replace(/<link\b[^>]*>/g, '');
  const body = zlib.brotliCompressSync(page);
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'cache-control': 'no-cache' });
    response.end(body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

const verdict = (ok: boolean) => (ok ? 'ok' : 'BELOW TARGET');

/** (a) Lighthouse 12, default (mobile) settings with simulated throttling, one fresh run per page, the anchor first. */
async function lighthouseScores(baseUrl: string, anchorUrl: string) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  const audit = async (url: string) => {
    const run = () =>
      lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    let result = await run();
    // Chromium now and then records no usable trace (NO_NAVSTART); that says nothing about the page.
    for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) {
      console.warn(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}; running it again`);
      result = await run();
    }
    if (result?.lhr.runtimeError) console.warn(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    const categories = result?.lhr.categories ?? {};
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const audits = result?.lhr.audits ?? {};
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'LCP ms': Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    };
  };
  const rows = [];
  try {
    const anchor = await audit(anchorUrl);
    rows.push({ page: 'anchor: static HTML', ...anchor, 'LCP x anchor': 1, verdict: '' });
    for (const { path: pathname } of LOCALIZED_PUBLIC_PAGES) {
      const result = await audit(`${baseUrl}${pathname}`);
      const lcpTimesAnchor = Number((result['LCP ms'] / anchor['LCP ms']).toFixed(2));
      const ok =
        result.performance >= TARGETS.performance &&
        [result.accessibility, result['best-practices'], result.seo].every((s) => s >= TARGETS.otherCategories) &&
        lcpTimesAnchor <= TARGETS.lcpTimesAnchor;
      rows.push({ page: pathname, ...result, 'LCP x anchor': lcpTimesAnchor, verdict: verdict(ok) });
    }
  } finally {
    chrome.kill();
  }
  console.log(
    `\n(a) Lighthouse, mobile preset (targets: performance ${TARGETS.performance}, the rest >= ${TARGETS.otherCategories}, LCP <= ${TARGETS.lcpTimesAnchor}x the anchor's)`,
  );
  console.table(rows);
}

/** (b) Every script a public page fetches from load until the network is idle, with no interaction. */
async function javascriptBeforeInteraction(browser: Browser, baseUrl: string) {
  const rows = [];
  for (const { path: pathname } of LOCALIZED_PUBLIC_PAGES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
    });
    await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const bodies = await Promise.all(scripts.values());
    await context.close();
    const raw = bodies.reduce((sum, body) => sum + body.length, 0);
    const gzip = bodies.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0);
    rows.push({
      page: pathname,
      files: bodies.length,
      'KB raw': Number((raw / 1024).toFixed(1)),
      'KB gzip': Number((gzip / 1024).toFixed(1)),
      verdict: verdict(gzip / 1024 <= TARGETS.jsKbGzip),
    });
  }
  console.log(`\n(b) JavaScript loaded before interaction, gzip -9 (target <= ${TARGETS.jsKbGzip} KB)`);
  console.table(rows);
}

interface ScrollRun {
  seconds: number;
  frames: number;
  slowFrames: number;
  longTasks: number;
  longTaskMs: number;
  longestTaskMs: number;
}

/**
 * (c) The landing story scrolled top to bottom at a steady pace, one step per animation frame, after
 * the first scroll has loaded the motion layer. Counts frames, frames over 25 ms, and long tasks.
 */
async function landingScroll(browser: Browser, baseUrl: string) {
  const rows = [];
  for (const [device, viewport] of [
    ['desktop 1280x800', { width: 1280, height: 800 }],
    ['mobile 390x844', { width: 390, height: 844 }],
  ] as const) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    // tsx compiles this file with esbuild's keepNames, which wraps inner functions in __name();
    // the page has no such helper, so it gets a stand-in.
    await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    await page.addInitScript(() => {
      const tasks: number[] = [];
      (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({
        type: 'longtask',
        buffered: true,
      });
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, 1));
    await page.waitForSelector('[data-motion="on"]');
    const run: ScrollRun = await page.evaluate(async (seconds) => {
      const tasks = (window as unknown as { __longTasks: number[] }).__longTasks;
      tasks.length = 0;
      const distance = document.documentElement.scrollHeight - window.innerHeight;
      return new Promise<ScrollRun>((resolve) => {
        let start = 0;
        let last = 0;
        let frames = 0;
        let slowFrames = 0;
        const step = (now: number) => {
          if (!start) start = last = now;
          else {
            frames++;
            if (now - last > 25) slowFrames++;
            last = now;
          }
          const progress = Math.min(1, (now - start) / (seconds * 1000));
          window.scrollTo(0, distance * progress);
          if (progress < 1) requestAnimationFrame(step);
          else
            resolve({
              seconds: (now - start) / 1000,
              frames,
              slowFrames,
              longTasks: tasks.length,
              longTaskMs: tasks.reduce((a, b) => a + b, 0),
              longestTaskMs: Math.max(0, ...tasks),
            });
        };
        requestAnimationFrame(step);
      });
    }, SCROLL_SECONDS);
    await context.close();
    const fps = run.frames / run.seconds;
    rows.push({
      device,
      seconds: Number(run.seconds.toFixed(1)),
      fps: Number(fps.toFixed(1)),
      'frames > 25 ms': run.slowFrames,
      'long tasks': run.longTasks,
      'long task ms': Math.round(run.longTaskMs),
      'longest ms': Math.round(run.longestTaskMs),
      verdict: verdict(fps >= TARGETS.fps && run.longTasks === 0),
    });
  }
  console.log(`\n(c) Landing story scroll, ${SCROLL_SECONDS} s top to bottom (target >= ${TARGETS.fps} fps, no long task)`);
  console.table(rows);
}

export async function run(): Promise<void> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  buildWeb(baseUrl);
  const server = await startServer(port, baseUrl);
  console.log(`Serving the production build at ${baseUrl}`);
  const anchor = await startAnchor();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: PLAYWRIGHT_FLAGS });
  try {
    await lighthouseScores(baseUrl, anchor.url);
    await javascriptBeforeInteraction(browser, baseUrl);
    await landingScroll(browser, baseUrl);
  } finally {
    await browser.close();
    await anchor.stop();
    await server.stop();
  }
}
