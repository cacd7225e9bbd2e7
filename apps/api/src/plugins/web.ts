import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, SERVER_TEXTS, isKnownPagePath } from '@ctp/domain';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, isLanguage, languageOfPath, localizedPath } from '@ctp/domain/languages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './access';

/**
 * Serves the built web app: hashed assets with a long cache, prerendered pages where they exist,
 * and the app shell for every other path so the client router shows its page (or its not-found page).
 * Unknown API paths answer a JSON 404 instead.
 */
const LANGUAGE_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(\\w+)`);

export async function webPlugin(app: FastifyInstance, opts: { distDir: string }) {
  const hasBuild = fs.existsSync(path.join(opts.distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside every text file; they are sent to clients that accept them.
      preCompressed: true,
      // Cache headers are ours (setHeaders): hashed assets are immutable, pages revalidate.
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      },
    });
  } else {
    app.log.warn({ distDir: opts.distDir }, 'no web build found; run `npm run build` to serve the web app');
  }

  const pageFile = (urlPath: string) => {
    const clean = path.posix.normalize(decodeURIComponent(urlPath)).replace(/\/+$/, '') || '/';
    const candidate = clean === '/' ? 'index.html' : `${clean.slice(1)}/index.html`;
    const full = path.join(opts.distDir, candidate);
    return full.startsWith(opts.distDir) && fs.existsSync(full) ? candidate : 'app.html';
  };

  const chosenLanguage = (cookieHeader: string | undefined) => cookieHeader?.match(LANGUAGE_COOKIE_PATTERN)?.[1];

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (!hasBuild || isApiPath(urlPath) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: SERVER_TEXTS.notFound, code: ERROR_CODES.notFound, status: 404 });
    }
    // The language switch's link states the choice (?lang=ar): remembered for a year, then the clean address.
    const pageLanguage = languageOfPath(urlPath);
    const chosen = new URLSearchParams(request.url.slice(urlPath.length)).get(LANGUAGE_COOKIE);
    if (pageLanguage && isLanguage(chosen)) {
      return reply
        .header('Set-Cookie', `${LANGUAGE_COOKIE}=${chosen}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`)
        .header('Cache-Control', 'no-store')
        .redirect(urlPath, 302);
    }
    // A visitor who chose Arabic gets an English public page's Arabic twin; the /ar URLs themselves are always Arabic.
    if (pageLanguage === 'en' && chosenLanguage(request.headers.cookie) === 'ar') {
      const query = request.url.slice(urlPath.length);
      return reply.header('Vary', 'Cookie').header('Cache-Control', 'no-cache').redirect(`${localizedPath(urlPath.replace(/\/+$/, '') || '/', 'ar')}${query}`, 302);
    }
    const file = pageFile(urlPath);
    const shell = fs.existsSync(path.join(opts.distDir, file)) ? file : 'index.html';
    // An unknown page still gets the app shell (it renders the not-found page) but with status 404.
    if (pageLanguage === 'en') reply.header('Vary', 'Cookie');
    return reply
      .status(isKnownPagePath(urlPath) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .sendFile(shell);
  });
}
