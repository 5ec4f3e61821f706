import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError } from './app-error';
import { errorEnvelope } from './envelope';

/** Fastify's own client errors that we answer as a plain 400 (never a 413/415 or a 500). */
const requestShapeErrors: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', message: 'body: the request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', message: 'body: the request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'BODY_TOO_LARGE', message: 'body: the request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'body: send the body as application/json.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'INVALID_BODY', message: 'body: the content length does not match the body.' },
};

function issuePath(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.');
}

/**
 * The one error handler: AppError and validation errors become the error envelope with their own
 * status; any other 4xx keeps its status; everything else is a 500 whose detail stays in the log.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (isAppError(error)) {
    return reply.code(error.statusCode).send(errorEnvelope(error.code, error.message, error.field));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = issuePath(first?.instancePath ?? '') || (error.validationContext ?? 'body');
    return reply.code(400).send(errorEnvelope('VALIDATION', `${field}: ${first?.message ?? 'is invalid'}`, field));
  }
  const shapeError = error.code ? requestShapeErrors[error.code] : undefined;
  if (shapeError) {
    return reply.code(400).send(errorEnvelope(shapeError.code, shapeError.message, 'body'));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return reply.code(status).send(errorEnvelope(error.code ?? 'BAD_REQUEST', error.message));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(errorEnvelope('INTERNAL', 'Internal server error.'));
}
