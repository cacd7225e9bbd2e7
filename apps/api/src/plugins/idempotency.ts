import { createHash } from 'node:crypto';
import { IDEMPOTENCY_ERROR_CODES, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_TEXTS, IDEMPOTENT_REPLAY_HEADER, idempotencyKeySchema } from '@ctp/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { prependRouteHook } from '../lib/route-hooks';
import { createIdempotencyStore, type IdempotencyClaim, type IdempotencyStore, type StoredAnswer } from './idempotency-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A POST that creates something: a request with an Idempotency-Key header is done once per caller and key within
     * 24 hours; a retry gets the first answer again (plugins/idempotency.ts).
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /**
     * Set on an idempotent route that reads its body itself (multipart) when the request carries a key: the route
     * calls `check` once it has read the body (see `checkIdempotency`).
     */
    idempotency: PendingIdempotency | null;
  }
}

export interface PendingIdempotency {
  /** Claims the key for this body: null to go ahead, or the first answer to repeat; throws 409 or 422. */
  check(body: unknown): Promise<StoredAnswer | null>;
}

const kClaim = Symbol('idempotency claim');
type ClaimedRequest = FastifyRequest & { [kClaim]?: IdempotencyClaim };

/** The same JSON whatever the order of object keys, so the fingerprint depends on the content only. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

/** The operation (method and route) and its input (path parameters and body, as validated). */
function fingerprintOf(request: FastifyRequest, body: unknown): string {
  const operation = `${request.method} ${request.routeOptions.url}`;
  return createHash('sha256').update(JSON.stringify(canonical([operation, request.params ?? null, body ?? null]))).digest('hex');
}

function keyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(value);
  if (!parsed.success) throw new AppError(400, IDEMPOTENCY_ERROR_CODES.invalidKey, IDEMPOTENCY_TEXTS.invalidKey);
  return parsed.data;
}

/** Answers the stored first result again, marked as a replay. */
export function sendStored(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  if (answer.contentType) reply.header('content-type', answer.contentType);
  // A string payload is sent as it is: the stored text is already the serialized answer.
  return reply.status(answer.status).header(IDEMPOTENT_REPLAY_HEADER.toLowerCase(), 'true').send(answer.body);
}

async function admit(store: IdempotencyStore, request: ClaimedRequest, claim: IdempotencyClaim, body: unknown): Promise<StoredAnswer | null> {
  const admission = await store.admit(claim, fingerprintOf(request, body));
  if (admission.kind === 'replay') return admission.answer;
  if (admission.kind === 'reused') throw new AppError(422, IDEMPOTENCY_ERROR_CODES.reused, IDEMPOTENCY_TEXTS.reused);
  if (admission.kind === 'in-progress') throw new AppError(409, IDEMPOTENCY_ERROR_CODES.inProgress, IDEMPOTENCY_TEXTS.inProgress, undefined, 1);
  request[kClaim] = claim;
  return null;
}

/**
 * Idempotent creates, declared per route with `config.idempotent: true`. A request that carries an Idempotency-Key
 * is fingerprinted (operation, path parameters, validated body) and its key claimed for the caller (the signed-in
 * user, else the client address) before the handler runs: the same key and body within 24 hours answer the first
 * result again and create nothing; the same key with another body answers 422; a duplicate that arrives while the
 * first is still being processed answers 409. Only a 2xx answer is kept: after a refusal or a failure the key is
 * free again, since nothing was created. The keys live in the database, shared by every instance.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    const store = createIdempotencyStore(app.database.db, app.clock.now);
    app.decorateRequest('idempotency', null);

    // After the access check and validation, so the caller is known and the body is the validated one. Given to the
    // idempotent routes alone, as callback-style hooks: other routes pay nothing for them.
    function claim(request: ClaimedRequest, reply: FastifyReply, done: (error?: Error) => void) {
      const key = keyOf(request);
      if (key === undefined) return done();
      // A replayed answer is sent from here: the hook chain must then not go on.
      claimKey(request, reply, key).then((replayed) => replayed || done(), done);
    }

    /** Claims the key for this request; true when the answer stored under it was sent instead. */
    async function claimKey(request: ClaimedRequest, reply: FastifyReply, key: string): Promise<boolean> {
      const claim = { scope: request.user?.id ?? `ip:${request.ip}`, key };
      if (request.isMultipart?.()) {
        request.idempotency = { check: (body) => admit(store, request, claim, body) };
        return false;
      }
      const answer = await admit(store, request, claim, request.body);
      if (!answer) return false;
      sendStored(reply, answer);
      return true;
    }

    function record(request: ClaimedRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) {
      const claimed = request[kClaim];
      if (!claimed) return done(null, payload);
      delete request[kClaim];
      settle(request, reply, claimed, payload).then(() => done(null, payload), done);
    }

    app.addHook('onRoute', (route) => {
      if (route.config?.idempotent !== true) return;
      prependRouteHook(route, 'preHandler', claim);
      prependRouteHook(route, 'onSend', record);
    });

    /** Stores the answer under the claimed key, or frees the key when there is no answer to replay. */
    async function settle(request: ClaimedRequest, reply: FastifyReply, claim: NonNullable<ClaimedRequest[typeof kClaim]>, payload: unknown): Promise<void> {
      try {
        const contentType = reply.getHeader('content-type');
        if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
          await store.complete(claim, { status: reply.statusCode, contentType: typeof contentType === 'string' ? contentType : null, body: payload });
        } else {
          await store.release(claim);
        }
      } catch (error) {
        // The answer still goes out; the key stays claimed until it is abandoned (a retry meanwhile gets 409).
        request.log.error({ err: error }, 'could not record the idempotency key');
      }
    }
  },
  { name: 'idempotency', dependencies: ['database', 'runtime'] },
);
