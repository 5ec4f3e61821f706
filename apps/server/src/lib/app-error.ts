/**
 * The one error type services throw for expected failures. The error handler turns it into the
 * envelope `{ status: 'error', message, code, field, response: null }` with `status` as HTTP status.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: string;
  readonly statusCode: number;
  readonly field: string | undefined;

  constructor(code: string, statusCode: number, message: string, field?: string) {
    super(message);
    this.code = code;
    this.statusCode = statusCode;
    this.field = field;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
