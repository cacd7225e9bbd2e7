import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OpenAPIV3 } from 'openapi-types';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { connect } from '../db/connection';

/*
 * The files generated from the routes (`npm run openapi`), committed so that every change of the API shows up in
 * review; test/api-contract/ fails when one of them is not what the server generates now.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
/** The OpenAPI document, as GET /api/docs/json serves it. */
export const OPENAPI_FILE = path.join(repoRoot, 'docs/openapi.json');
/** The types of the typed client (packages/api-client), generated from the document by openapi-typescript. */
export const CLIENT_TYPES_FILE = path.join(repoRoot, 'packages/api-client/src/schema.d.ts');
export const REGENERATE_COMMAND = 'npm run openapi';

/** The document of an app built on an empty in-memory database: it depends on the routes only, not on data or settings. */
export async function buildOpenApiDocument(): Promise<OpenAPIV3.Document> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctp-openapi-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(48), LOG_LEVEL: 'silent', PRICE_PROVIDER: 'fallback' });
  const app = await buildApp(config, { database: connect({ sqliteFile: ':memory:' }), logger: false });
  try {
    await app.ready();
    // A copy: the app's own object stays as it serves it.
    return structuredClone(app.swagger()) as OpenAPIV3.Document;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const documentText = (document: OpenAPIV3.Document) => `${JSON.stringify(document, null, 2)}\n`;

export async function clientTypesText(document: OpenAPIV3.Document): Promise<string> {
  const types = astToString(await openapiTS(document as never));
  return `/* Generated from docs/openapi.json by openapi-typescript (${REGENERATE_COMMAND}): do not edit. */\n\n${types}`;
}
