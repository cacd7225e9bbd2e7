import type { OpenAPIV3 } from 'openapi-types';
import { FACTS_KEY, accessText, packageText, sharedResponsesOf, type RouteFacts } from './conventions';
import { IDEMPOTENCY_KEY_PARAMETER, RATE_LIMIT_HEADERS, SHARED_HEADERS, SHARED_RESPONSES, type SharedResponse } from './document';

type Operation = OpenAPIV3.OperationObject & { [FACTS_KEY]?: RouteFacts };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
/** What @fastify/swagger writes when a route gave no description of an answer. */
const UNDESCRIBED = 'Default Response';

const SUCCESS_TEXT: Record<string, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No content' };
/** An error status a route declared without saying why: the shared answer of that status says it. */
const SHARED_BY_STATUS: Record<string, SharedResponse> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
  500: 'InternalError',
};

const responseRef = (name: SharedResponse): OpenAPIV3.ReferenceObject => ({ $ref: `#/components/responses/${name}` });
const isRef = (value: unknown): value is OpenAPIV3.ReferenceObject => typeof value === 'object' && value !== null && '$ref' in value;
const isSuccess = (status: string) => status.startsWith('2');

/**
 * The last step of the document: each operation gets what its route's facts imply (conventions.ts), the shared
 * components it refers to, and JSON schemas an OpenAPI 3.0 reader can take at their word.
 */
export function finishDocument(document: OpenAPIV3.Document): OpenAPIV3.Document {
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item?.[method] as Operation | undefined;
      if (!operation) continue;
      const facts = operation[FACTS_KEY];
      delete operation[FACTS_KEY];
      if (facts) applyConventions(operation, facts);
      describeDeclaredResponses(operation);
      operation.responses = sortedByStatus(operation.responses);
    }
  }
  document.components = {
    ...document.components,
    responses: SHARED_RESPONSES,
    parameters: { IdempotencyKey: IDEMPOTENCY_KEY_PARAMETER },
    headers: SHARED_HEADERS,
  };
  closeEnumKeyedRecords(document);
  typeNullableReferences(document, document.components.schemas ?? {});
  removeUnusedComponents(document);
  return document;
}

function applyConventions(operation: Operation, facts: RouteFacts) {
  const notes = [operation.description, accessText(facts.access), ...packageText(facts)];
  if (facts.idempotent) notes.push('Idempotent with an `Idempotency-Key` header: a retry with the same key and body creates nothing new.');
  if (facts.rateLimited) notes.push('Rate limited: the RateLimit-* headers of each answer tell the budget left.');
  operation.description = notes.filter(Boolean).join('\n\n');

  for (const [status, name] of Object.entries(sharedResponsesOf(facts))) {
    const own = operation.responses[status];
    if (!own || isRef(own) || own.description === UNDESCRIBED) operation.responses[status] = responseRef(name);
    // The route's own reason for this status comes first; the shared one still applies.
    else own.description = `${own.description} Or: ${SHARED_RESPONSES[name].description}`;
  }

  const successHeaders = {
    ...(facts.rateLimited || facts.tokenScope ? RATE_LIMIT_HEADERS : {}),
    ...(facts.idempotent ? { 'Idempotent-Replayed': { $ref: '#/components/headers/IdempotentReplayed' } } : {}),
  };
  if (Object.keys(successHeaders).length > 0) {
    for (const [status, response] of Object.entries(operation.responses)) {
      if (isSuccess(status) && !isRef(response)) response.headers = { ...response.headers, ...successHeaders };
    }
  }
  if (facts.idempotent) operation.parameters = [...(operation.parameters ?? []), { $ref: '#/components/parameters/IdempotencyKey' }];
}

function describeDeclaredResponses(operation: Operation) {
  for (const [status, response] of Object.entries(operation.responses)) {
    if (isRef(response) || response.description !== UNDESCRIBED) continue;
    const shared = SHARED_BY_STATUS[status];
    if (shared && !isSuccess(status)) operation.responses[status] = responseRef(shared);
    else response.description = SUCCESS_TEXT[status] ?? `HTTP ${status}`;
  }
}

const sortedByStatus = (responses: OpenAPIV3.ResponsesObject): OpenAPIV3.ResponsesObject =>
  Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));

/**
 * zod writes a record keyed by an enum (`z.record(z.enum([...]), v)`) as `required: [keys]` beside
 * `additionalProperties: v`, relying on `propertyNames`, which OpenAPI 3.0 lacks (so it is dropped): the required
 * names end up defined nowhere, and generated types lose them. Such an object is exactly its keys, each a `v`.
 */
function closeEnumKeyedRecords(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(closeEnumKeyedRecords);
  if (typeof node !== 'object' || node === null) return;
  const schema = node as OpenAPIV3.SchemaObject;
  const valueSchema = schema.additionalProperties;
  if (Array.isArray(schema.required) && typeof valueSchema === 'object') {
    const undefinedNames = schema.required.filter((name) => !schema.properties?.[name]);
    if (undefinedNames.length > 0) {
      schema.properties = { ...schema.properties, ...Object.fromEntries(undefinedNames.map((name) => [name, structuredClone(valueSchema)])) };
      schema.additionalProperties = false;
    }
  }
  Object.values(node).forEach(closeEnumKeyedRecords);
}

/**
 * zod writes a nullable entity (`dealOfferSchema.nullable()`) as `{ nullable: true, allOf: [{ $ref }] }`; OpenAPI 3.0
 * wants a `type` beside `nullable`, so such a schema takes the type of the component it refers to.
 */
function typeNullableReferences(node: unknown, schemas: Record<string, unknown>): void {
  if (Array.isArray(node)) return node.forEach((child) => typeNullableReferences(child, schemas));
  if (typeof node !== 'object' || node === null) return;
  const schema = node as OpenAPIV3.SchemaObject;
  const [only] = schema.allOf ?? [];
  if (schema.nullable === true && schema.type === undefined && schema.allOf?.length === 1 && isRef(only)) {
    const target = schemas[only.$ref.replace('#/components/schemas/', '')] as OpenAPIV3.SchemaObject | undefined;
    if (target?.type) schema.type = target.type as OpenAPIV3.NonArraySchemaObjectType;
  }
  Object.values(node).forEach((child) => typeNullableReferences(child, schemas));
}

type ComponentKind = 'schemas' | 'responses' | 'parameters' | 'headers';
const COMPONENT_REF = /^#\/components\/(schemas|responses|parameters|headers)\/(.+)$/;

/** Keeps the components the operations reach (directly or through other components), so none is listed unused. */
function removeUnusedComponents(document: OpenAPIV3.Document) {
  const components = document.components as Partial<Record<ComponentKind, Record<string, unknown>>>;
  const reached = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const ref = (node as { $ref?: unknown }).$ref;
    const match = typeof ref === 'string' ? COMPONENT_REF.exec(ref) : null;
    if (match && !reached.has(ref as string)) {
      reached.add(ref as string);
      visit(components[match[1] as ComponentKind]?.[match[2]!]);
    }
    Object.values(node).forEach(visit);
  };
  visit(document.paths);
  for (const kind of ['schemas', 'responses', 'parameters', 'headers'] as const) {
    const entries = Object.entries(components[kind] ?? {}).filter(([name]) => reached.has(`#/components/${kind}/${name}`));
    if (entries.length > 0) components[kind] = Object.fromEntries(entries);
    else delete components[kind];
  }
}
