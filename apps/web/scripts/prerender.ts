/**
 * The last build step (after the client build and the SSR build): writes every public page as HTML
 * with its text, head tags and CSS, so it reads and ranks before any script runs. Also writes
 * dist/app.html, the unrendered shell the server sends for sign-in pages, portals and unknown
 * paths, and dist/sitemap.xml and dist/robots.txt.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

import { AFTER_PAINT_TEMPLATE_ID, PAGE_BOOT_SCRIPT } from '@ctp/domain';
import { LANGUAGE_SETTINGS, LOCALIZED_PUBLIC_PAGES, type Language } from '@ctp/domain/languages';
import type * as ServerEntry from '../src/entry-server';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  css?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');

// React's server renderer picks its production build from NODE_ENV.
process.env.NODE_ENV ??= 'production';
const server: typeof ServerEntry = await import(pathToFileURL(path.join(webRoot, 'dist-ssr/entry-server.js')).href);

const template = await fs.readFile(path.join(dist, 'index.html'), 'utf8');
const manifest: Manifest = JSON.parse(await fs.readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
if (!entry) throw new Error('The client build has no entry chunk in its manifest');

/** The self-hosted Inter file, preloaded by the app shell so its first paint already uses it. */
const fontPreloads = (entry.assets ?? [])
  .filter((file) => file.endsWith('.woff2') && file.includes('inter'))
  .map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`);

function requireTag(html: string, tag: string): string {
  if (!html.includes(tag)) throw new Error(`dist/index.html has no ${tag}`);
  return tag;
}

/** The entry's tags, which a public page moves into its after-paint template. */
const entryScript = requireTag(template, `<script type="module" crossorigin src="/${entry.file}"></script>`);
/** The chunks the entry imports (React, the boot constants: modules the lazy chunks share with it), preloaded with it. */
const entryPreloads = (entry.imports ?? []).map((key) => requireTag(template, `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`));
const entryStylesheets = (entry.css ?? []).map((file) => requireTag(template, `<link rel="stylesheet" crossorigin href="/${file}">`));
const entryCss = (await Promise.all((entry.css ?? []).map((file) => fs.readFile(path.join(dist, file), 'utf8')))).join('\n');

/**
 * A public page inlines the CSS (about 14 KB compressed, one request fewer before the first paint) except the web
 * font's face: declared, it would start the font's download before that paint. The face comes after the paint in a
 * stylesheet of its own; until then text uses the metric-matched local fallback (index.css), so nothing moves.
 */
const webFontFace = /@font-face\{[^}]*font-family:\s*"?(?:Inter Variable|IBM Plex Sans Arabic)"?[^}]*\}/g;
const webFontCss = entryCss.match(webFontFace)?.join('\n');
if (!webFontCss?.includes('Inter Variable') || !webFontCss.includes('IBM Plex Sans Arabic')) {
  throw new Error('The client CSS has no @font-face for Inter Variable or IBM Plex Sans Arabic');
}
const firstPaintCss = entryCss.replace(webFontFace, '');
const webFontStylesheet = `assets/fonts-${createHash('sha256').update(webFontCss).digest('hex').slice(0, 8)}.css`;

/**
 * What a public page's head adds after its tags: the CSS, then what waits for the first paint. The page's own
 * modules are not preloaded: they load when the visitor first engages (main.tsx).
 */
const firstPaintHead = [
  `<style>${firstPaintCss}</style>`,
  `<template id="${AFTER_PAINT_TEMPLATE_ID}">${entryPreloads.join('')}${entryScript}<link rel="stylesheet" href="/${webFontStylesheet}"></template>`,
];

/** The boot script goes after the page's content, so the frame it waits for already shows that content. */
const bootScript = `<script>${PAGE_BOOT_SCRIPT}</script>`;

/** The page's language on its root element: an Arabic page is laid out right to left from its first byte. */
const withLanguage = (html: string, language: Language) =>
  html.replace(requireTag(html, '<html lang="en">'), `<html lang="${language}" dir="${LANGUAGE_SETTINGS[language].dir}">`);

function fillTemplate(head: string[], body = '', withoutTags: string[] = [], afterRoot = ''): string {
  const withoutTitle = withoutTags.reduce((html, tag) => html.replace(tag, ''), template.replace(/<title>[^<]*<\/title>\s*/, ''));
  if (!withoutTitle.includes('<!--page-head-->') || !withoutTitle.includes('<div id="root"></div>')) {
    // Also what happens when dist/index.html is already a rendered page: a rerun, or another build at the same time.
    throw new Error('dist/index.html is not the client build template (no <!--page-head--> or empty root); run the whole build again');
  }
  return withoutTitle
    .replace('<!--page-head-->', head.join('\n    '))
    .replace('<div id="root"></div>', `<div id="root">${body}</div>${afterRoot}`);
}

async function write(relativePath: string, content: string) {
  const file = path.join(dist, relativePath);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
}

// The shell first: it is built from the same template that the home page then overwrites.
await write(
  'app.html',
  fillTemplate([`<title>${server.APP_SHELL_TITLE}</title>`, ...fontPreloads, server.renderShellHead()]),
);

for (const { path: pathname, language } of LOCALIZED_PUBLIC_PAGES) {
  const body = await server.renderPage(pathname);
  const head = [server.renderHead(pathname), server.renderOrganizationJsonLd(), ...firstPaintHead];
  const html = withLanguage(fillTemplate(head, body, [entryScript, ...entryPreloads, ...entryStylesheets], bootScript), language);
  await write(pathname === '/' ? 'index.html' : `${pathname.slice(1)}/index.html`, html);
}

await write(webFontStylesheet, webFontCss);
await write('sitemap.xml', server.renderSitemap(new Date().toISOString().slice(0, 10)));
await write('robots.txt', server.renderRobots());

/**
 * Brotli and gzip copies of every text file, made once here at maximum compression instead of on
 * every request; the server sends them to browsers that accept them (@fastify/static preCompressed).
 */
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json)$/;
const files = (await fs.readdir(dist, { recursive: true })).filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'));
await Promise.all(
  files.map(async (file) => {
    const content = await fs.readFile(path.join(dist, file));
    const [br, gz] = await Promise.all([
      brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip(content, { level: 9 }),
    ]);
    await Promise.all([fs.writeFile(path.join(dist, `${file}.br`), br), fs.writeFile(path.join(dist, `${file}.gz`), gz)]);
  }),
);

console.log(`Prerendered ${LOCALIZED_PUBLIC_PAGES.length} pages (English and Arabic) for ${server.SITE_ORIGIN}, plus app.html, sitemap.xml and robots.txt`);
