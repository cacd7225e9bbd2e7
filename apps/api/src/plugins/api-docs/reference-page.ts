import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * The API reference a person reads at /api/docs: Scalar's standalone renderer, served from our own package (no CDN),
 * reading the document at /api/docs/json. The page carries no inline script, so the site's content security policy
 * (script-src 'self') holds; Scalar's default web fonts are off (they would come from its servers).
 */
const SCRIPT_PATH = '/api/docs/reference.js';

/** The renderer that @scalar/fastify-api-reference ships (dist/js/standalone.js beside its entry module). */
function rendererFile(): string {
  const entry = createRequire(import.meta.url).resolve('@scalar/fastify-api-reference');
  return path.join(path.dirname(entry), 'js', 'standalone.js');
}

// Nothing that calls Scalar's servers (fonts, the AI agent, telemetry), and no developer toolbar.
const configuration = {
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  hideClientButton: true,
  showDeveloperTools: 'never',
};

const page = (title: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
</head>
<body>
<script id="api-reference" data-url="/api/docs/json" data-configuration='${JSON.stringify(configuration)}'></script>
<script src="${SCRIPT_PATH}"></script>
</body>
</html>
`;

export function referencePageRoutes(app: FastifyInstance, title: string) {
  const html = page(title);
  let script: Buffer | undefined;
  const hidden = { schema: { hide: true }, config: { access: 'public' as const } };

  app.get('/api/docs', hidden, async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html));
  app.get(SCRIPT_PATH, hidden, async (_request, reply) => {
    // Read on first use: 3.5 MB the server need not hold unless someone opens the reference.
    script ??= fs.readFileSync(rendererFile());
    return reply.type('application/javascript; charset=utf-8').header('cache-control', 'public, max-age=86400').send(script);
  });
}
