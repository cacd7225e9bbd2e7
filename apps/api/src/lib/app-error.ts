import { ERROR_CODES, SERVER_TEXTS } from '@ctp/domain';

/** An error that reaches the client as {message, code, status, details}. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
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
