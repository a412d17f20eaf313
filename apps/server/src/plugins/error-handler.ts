import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorMessage, numericErrorCodes, zodIssueMessage, type ErrorCode } from '@app/domain';
import { AppError } from '../errors/app-error.ts';
import { validationFailed } from '../errors/validation-failed.ts';

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  status: number,
  params: Record<string, string | number> = {},
  extra: Record<string, unknown> = {},
) {
  const message = errorMessage(code, request.locale, params);
  const messages = Array.isArray(extra.messages) ? (extra.messages as string[]) : [message];
  const numeric = numericErrorCodes[code];
  return reply
    .status(status)
    .send({ code, message, messages, ...(numeric ? { numeric_code: numeric } : {}), ...extra });
}

/**
 * PostgreSQL errors that mean the input could not be stored as given (SQLSTATE class 22 "data
 * exception" and 54001 "statement too complex"): a number out of range, text PostgreSQL refuses,
 * nesting too deep. Requests are validated first, so these are a safety net: whatever slips
 * through is still a 400 for the caller, never a 500. Drizzle wraps the driver's error in `cause`.
 */
function isBadInputFromDatabase(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^(22[0-9A-Z]{3}|54001)$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The one place errors become answers: `{code, message, messages}` in the caller's language.
 * Known client errors keep their status; anything unexpected is logged and answers a bare 500.
 */
export const errorHandler = fp(async (app) => {
  app.setNotFoundHandler((request, reply) => send(request, reply, 'not_found', 404));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(request, reply, error.code, error.status, error.params, error.extra);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        // The shared form rules' messages, in the caller's language (same text as the web forms).
        fields[path] ??= zodIssueMessage({ code: issue.keyword, ...issue.params }, request.locale);
      }
      const failed = validationFailed(fields);
      return send(request, reply, failed.code, failed.status, failed.params, failed.extra);
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(request, reply, 'payload_too_large', 413);
    }
    if (status === 429) return send(request, reply, 'rate_limited', 429);
    if (status >= 400 && status < 500) return send(request, reply, 'bad_request', status);
    if (isBadInputFromDatabase(error)) {
      request.log.warn({ err: error }, 'input refused by the database');
      return send(request, reply, 'bad_request', 400);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 'internal_error', 500);
  });
});
