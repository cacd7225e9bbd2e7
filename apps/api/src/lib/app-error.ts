import { ERROR_CODES, SERVER_TEXTS } from '@ctp/domain';

/** An error that reaches the client as {message, code, status, details}. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Sent as Retry-After: when the client may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  /** 429: too many attempts; the client may try again after `retryAfterMs`. */
  static tooManyRequests(retryAfterMs: number) {
    return new AppError(429, ERROR_CODES.rateLimited, SERVER_TEXTS.rateLimited, undefined, Math.max(1, Math.ceil(retryAfterMs / 1000)));
  }

  static unauthorized(message: string = SERVER_TEXTS.unauthorized, code: string = ERROR_CODES.unauthorized) {
    return new AppError(401, code, message);
  }

  static forbidden(message: string = SERVER_TEXTS.forbidden) {
    return new AppError(403, ERROR_CODES.forbidden, message);
  }

  static notFound(message: string = SERVER_TEXTS.notFound) {
    return new AppError(404, ERROR_CODES.notFound, message);
  }
}
