import { errorStatus, type ErrorCode } from '@app/domain';

/**
 * The one error type the server throws on purpose. The error handler turns it into
 * `{code, message, messages}` with the catalogue's status and the caller's language.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.status = errorStatus(code);
  }
}
