import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Helmet's headers with the site's content security policy; HSTS only where the site is served over https. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
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
      hsts: false,
    });
    const httpsSite = app.config.publicUrl.startsWith('https://');
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https' || httpsSite) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    });
  },
  { name: 'security-headers', dependencies: ['runtime'] },
);
