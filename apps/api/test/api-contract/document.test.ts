import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { OpenAPIV3 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TYPES_FILE, OPENAPI_FILE, REGENERATE_COMMAND, buildOpenApiDocument, clientTypesText, documentText } from '../../src/cli/openapi-files';
import { ROUTE_EXPECTATIONS } from '../security/route-expectations';

/**
 * The OpenAPI document is part of the contract: committed as docs/openapi.json, it must be what the routes generate
 * now, the typed client must be generated from it, and it must pass Redocly's recommended rules (redocly.yaml).
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const committed = () => fs.readFileSync(OPENAPI_FILE, 'utf8');
const stale = (file: string) => `${path.relative(repoRoot, file)} is not what the routes generate now: run \`${REGENERATE_COMMAND}\` and commit the result`;

let generated: OpenAPIV3.Document;
beforeAll(async () => {
  generated = await buildOpenApiDocument();
}, 60_000);

describe('the committed OpenAPI document', () => {
  it('is what the server generates', () => {
    expect(committed() === documentText(generated), stale(OPENAPI_FILE)).toBe(true);
  });

  it("is what the typed client's types were generated from", async () => {
    const types = fs.readFileSync(CLIENT_TYPES_FILE, 'utf8');
    expect(types === (await clientTypesText(JSON.parse(committed()) as OpenAPIV3.Document)), stale(CLIENT_TYPES_FILE)).toBe(true);
  });

  it("passes Redocly's recommended rules with no error and no warning", () => {
    const cli = path.join(repoRoot, 'node_modules/@redocly/cli/bin/cli.js');
    const run = spawnSync(process.execPath, [cli, 'lint', OPENAPI_FILE, '--format=json', '--max-problems=1000'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      timeout: 60_000,
    });
    const report = JSON.parse(run.stdout) as { problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] };
    const problems = report.problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`);
    expect(problems, `npm run lint:api`).toEqual([]);
    expect(run.status).toBe(0);
  }, 60_000);
});

describe('the document says what the server enforces', () => {
  const operations = () =>
    Object.entries(generated.paths).flatMap(([url, item]) =>
      (['get', 'put', 'post', 'delete', 'patch'] as const).flatMap((method) => {
        const operation = item?.[method];
        return operation ? [{ key: `${method.toUpperCase()} ${url}`, operation }] : [];
      }),
    );

  it('asks for the bearer token exactly where config.access is not public', () => {
    const wrong = operations().flatMap(({ key, operation }) => {
      const access = ROUTE_EXPECTATIONS[key]?.access;
      const bearer = (operation.security ?? []).some((requirement) => 'bearer' in requirement);
      const anonymousAllowed = (operation.security ?? []).length === 0 || (operation.security ?? []).some((r) => Object.keys(r).length === 0);
      if (access === undefined) return [`${key}: not in the route expectations`];
      return access === 'public' ? (anonymousAllowed ? [] : [`${key} is public but demands a token`]) : bearer && !anonymousAllowed ? [] : [`${key} is ${JSON.stringify(access)} but documents no required bearer token`];
    });
    expect(wrong).toEqual([]);
  });

  it('names every operation uniquely, for what it does', () => {
    const ids = operations().map(({ operation }) => operation.operationId ?? '');
    expect(ids.filter((id) => !/^[a-z][A-Za-z]+$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['placeOrder', 'listMyOrders', 'confirmMatch', 'uploadDocument', 'createContract']));
  });

  /** A retried registration cannot create a second account (the email is unique): it answers 409 EMAIL_TAKEN. */
  const CREATES_ONCE_BY_ITSELF = ['POST /auth/register'];
  /**
   * Its answer holds a secret shown once (a personal API token): a stored answer to replay would keep the secret at rest
   * for a day. A retried creation makes a second token, listed beside the first for its owner to revoke.
   */
  const ANSWERS_A_SECRET = ['POST /api/v1/users/me/api-tokens'];

  it('declares Idempotency-Key on every POST that creates something', () => {
    const creates = operations().filter(
      ({ key, operation }) => key.startsWith('POST ') && Object.keys(operation.responses).includes('201') && ![...CREATES_ONCE_BY_ITSELF, ...ANSWERS_A_SECRET].includes(key),
    );
    const without = creates.filter(({ operation }) => !(operation.parameters ?? []).some((p) => '$ref' in p && p.$ref.endsWith('/IdempotencyKey')));
    expect(without.map(({ key }) => key)).toEqual([]);
  });
});
