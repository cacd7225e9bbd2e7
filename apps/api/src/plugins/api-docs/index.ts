import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { isApiPath } from '../access';
import { FACTS_KEY, factsOf, securityOf } from './conventions';
import { INFO, SECURITY_SCHEMES, TAGS } from './document';
import { finishDocument } from './finish';
import { referencePageRoutes } from './reference-page';

export { csvFile, describedAnswer, fileDownload, formBody, routeError, withExample } from './responses';

/** The routes the document must describe: every API route except the documentation's own. */
const isDocumented = (route: RouteOptions) =>
  isApiPath(route.url) && !route.url.startsWith('/api/docs') && route.schema?.hide !== true && [route.method].flat().some((m) => m !== 'HEAD');

/**
 * Each API route names its operation and says what it does (`schema.operationId`, `schema.summary`): an app with a
 * route that does not, or two routes with one operationId, fails at start, as one without `config.access` does.
 */
function requireOperationNames(app: FastifyInstance) {
  const seen = new Map<string, string>();
  app.addHook('onRoute', (route) => {
    if (!isDocumented(route)) return;
    const where = `${String(route.method)} ${route.url}`;
    const { operationId, summary } = route.schema ?? {};
    if (!operationId || !summary) throw new Error(`Route ${where} needs schema.operationId and schema.summary (plugins/api-docs)`);
    const other = seen.get(operationId);
    if (other && other !== where) throw new Error(`Routes ${other} and ${where} share the operationId ${operationId}`);
    seen.set(operationId, where);
  });
}

/**
 * The OpenAPI document built from the routes' zod schemas and declarations (GET /api/docs/json, committed as
 * docs/openapi.json by `npm run openapi`), and the API reference that renders it at /api/docs.
 */
export const apiDocsPlugin = fp(
  async (app: FastifyInstance) => {
    requireOperationNames(app);
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.0.3',
        info: INFO,
        // Relative: the document describes whichever server it is read from.
        servers: [{ url: '/', description: 'The server this document was read from' }],
        tags: TAGS,
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      transform: (input) => {
        // A multipart form is documented as the body the route reads itself.
        const { formBody, ...schema } = input.schema ?? {};
        const result = jsonSchemaTransform({ ...input, schema: formBody ? { ...schema, body: formBody } : schema });
        if (!isDocumented(input.route)) return result;
        const facts = factsOf(input.route);
        return { ...result, schema: { security: securityOf(facts), ...result.schema, [FACTS_KEY]: facts } };
      },
      transformObject: (input) => finishDocument(jsonSchemaTransformObject(input) as OpenAPIV3.Document),
    });
    app.get('/api/docs/json', { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger());
    referencePageRoutes(app, INFO.title);
  },
  { name: 'api-docs' },
);
