import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PAGE_BOOT_SCRIPT } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The public pages' one inline script (packages/domain/src/page-boot.ts), allowed by its hash and by nothing else. */
const PAGE_BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64')}'`;

/** Helmet's headers with the site's content security policy; HSTS only where the site is served over https. */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", PAGE_BOOT_SCRIPT_SOURCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  // Over plain http HSTS would be meaningless: sent below only for https.
  strictTransportSecurity: false,
};

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet sets for these options, computed once: they do not depend on the request (no CSP nonces), and
 * @fastify/helmet built helmet and parsed the policy anew on every request (an eighth of a cached price answer).
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return headers;
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = helmetHeaders();
    const httpsSite = app.config.publicUrl.startsWith('https://');
    // One hook, at the start: headers set here stay on every answer, errors and 404s included.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (httpsSite || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    });
  },
  { name: 'security-headers', dependencies: ['runtime'] },
);
