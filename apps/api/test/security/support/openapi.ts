import type { FastifyInstance } from 'fastify';

/** The JSON Schema subset fastify-type-provider-zod writes into the OpenAPI document. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document. */
export interface Operation {
  /** `METHOD /path` exactly as the document spells it, e.g. `GET /api/v1/contracts/{id}`: the expectations' key. */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, with `{param}` placeholders. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema, when the operation declares one. */
  body?: JsonSchema;
  /** The operation takes multipart/form-data, which the document does not describe (`consumes`). */
  multipart: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; responses?: Record<string, unknown> }>
  >;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation the app documents (GET /api/docs/json serves the same document). */
export function operationsOf(app: FastifyInstance, multipartRoutes: readonly string[] = ['POST /api/v1/documents/upload']): Operation[] {
  const document = app.swagger() as unknown as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const parameters = op.parameters ?? [];
      operations.push({
        key,
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        ...(op.requestBody?.content?.['application/json']?.schema ? { body: op.requestBody.content['application/json'].schema } : {}),
        multipart: multipartRoutes.includes(key),
      });
    }
  }
  return operations;
}

/** The statuses the document lists for each operation, by the operation's key (`GET /api/v1/contracts/{id}`). */
export function documentedStatusesOf(app: FastifyInstance): Map<string, Set<string>> {
  const document = app.swagger() as unknown as OpenApiDocument;
  const statuses = new Map<string, Set<string>>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (op) statuses.set(`${method.toUpperCase()} ${path}`, new Set(Object.keys(op.responses ?? {})));
    }
  }
  return statuses;
}

/** `/api/v1/contracts/{id}` with `{ id: 'x' }` → `/api/v1/contracts/x` (each value URL-encoded). */
export function fillPath(path: string, values: Record<string, string>, encode: (value: string) => string = encodeURIComponent): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for path parameter ${name} of ${path}`);
    return encode(value);
  });
}

/** The Fastify spelling of an OpenAPI path: `{id}` → `:id`. */
export const fastifyPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');
