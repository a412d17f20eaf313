/** Every failure of an API call, whatever its cause, as one type. */
export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The `code` of the error body (see the domain's error catalogue), or `network_error`. */
  readonly code: string;
  /** The localised messages of the body; one per invalid field for validation errors. */
  readonly messages: string[];
  /** Validation errors: field path → localised message. */
  readonly fields: Record<string, string>;
  /** The whole error body, for extra fields such as `attempts_remaining`. */
  readonly body: Record<string, unknown>;

  constructor(status: number, code: string, message: string, body: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
    this.messages = Array.isArray(body.messages)
      ? body.messages.filter((item): item is string => typeof item === 'string')
      : [];
    this.fields =
      body.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : {};
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** The server's message, else the first of its messages, else an empty string. */
  get serverMessage(): string {
    return this.message || this.messages[0] || '';
  }

  static network(cause: unknown): ApiError {
    const error = new ApiError(0, 'network_error', '');
    error.cause = cause;
    return error;
  }

  /** Builds the error from a non-2xx answer `{code, message, messages}` (any of them may lack). */
  static fromBody(status: number, payload: unknown): ApiError {
    const body =
      payload && typeof payload === 'object' && !Array.isArray(payload)
        ? (payload as Record<string, unknown>)
        : {};
    const code = typeof body.code === 'string' ? body.code : `http_${status}`;
    const message = typeof body.message === 'string' ? body.message : '';
    return new ApiError(status, code, message, body);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
