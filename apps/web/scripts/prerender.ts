/**
 * The last build step (after the client build and the SSR build): writes every public page as HTML
 * with its text, head tags and preloads, so it reads and ranks before any script runs. Also writes
 * dist/app.html, the unrendered shell the server sends for sign-in pages, portals and unknown
 * paths, and dist/sitemap.xml and dist/robots.txt.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

import type * as ServerEntry from '../src/entry-server';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
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
const [entryKey, entry] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
if (!entryKey || !entry) throw new Error('The client build has no entry chunk in its manifest');

/** A chunk and all it imports statically, as manifest keys. */
function staticGraph(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticGraph(imported, seen);
  return seen;
}

const entryGraph = staticGraph(entryKey);

/** The self-hosted Inter file, preloaded so the first paint already uses it. */
const fontPreloads = (entry.assets ?? [])
  .filter((file) => file.endsWith('.woff2'))
  .map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`);

/** Each public page is the route module of the same name; home is the landing page. */
function pageModuleKey(pathname: string): string {
  const key = `src/features/site/pages/${pathname === '/' ? 'home' : pathname.slice(1)}.tsx`;
  if (!manifest[key]) throw new Error(`No chunk for ${pathname} (expected ${key})`);
  return key;
}

/**
 * The page's route module and what it imports, which main.tsx loads before hydrating. (The entry's
 * own imports are already preloaded by the client build.)
 */
function pagePreloads(pathname: string): string[] {
  const keys = [...staticGraph(pageModuleKey(pathname))].filter((key) => !entryGraph.has(key));
  const scripts = keys.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`);
  const styles = keys.flatMap((key) => manifest[key]!.css ?? []).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  return [...styles, ...scripts];
}

function fillTemplate(head: string[], body = ''): string {
  const withoutTitle = template.replace(/<title>[^<]*<\/title>\s*/, '');
  if (!withoutTitle.includes('<!--page-head-->') || !withoutTitle.includes('<div id="root"></div>')) {
    // Also what happens when dist/index.html is already a rendered page: a rerun, or another build at the same time.
    throw new Error('dist/index.html is not the client build template (no <!--page-head--> or empty root); run the whole build again');
  }
  return withoutTitle
    .replace('<!--page-head-->', head.join('\n    '))
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
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

for (const pathname of server.PUBLIC_PAGE_PATHS) {
  const body = await server.renderPage(pathname);
  const head = [server.renderHead(pathname), ...fontPreloads, ...pagePreloads(pathname), server.renderOrganizationJsonLd()];
  await write(pathname === '/' ? 'index.html' : `${pathname.slice(1)}/index.html`, fillTemplate(head, body));
}

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

console.log(`Prerendered ${server.PUBLIC_PAGE_PATHS.length} pages for ${server.SITE_ORIGIN}, plus app.html, sitemap.xml and robots.txt`);
