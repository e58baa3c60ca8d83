import { ErrorCode, errorHttpStatus, type TErrorDetail, UNKNOWN_VALIDATION_ERROR } from '@crm/contracts';
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isDataException } from '../db/errors.ts';
import { AppError, databaseUnavailable } from './app-error.ts';

type Reply = {
  status: number;
  code: number;
  message: string;
  details?: TErrorDetail[];
  headers?: Record<string, string>;
};

/** Every error leaves as `{ code, message, details? }` with the status of its catalogue entry. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const out = toReply(error);
    // A lost database is an outage, not a bug: one line without the query, not a stack per request.
    if (out.code === ErrorCode.databaseUnavailable) request.log.warn('database unavailable; answered 503');
    // Refused only by the database: the input check that should have caught it is missing.
    else if (out === DATA_REFUSED) request.log.warn({ err: error }, 'the database refused a value; answered 400');
    else if (out.status >= 500) request.log.error({ err: error }, 'request failed');
    for (const [name, value] of Object.entries(out.headers ?? {})) reply.header(name, value);
    const body = { code: out.code, message: out.message, ...(out.details ? { details: out.details } : {}) };
    return reply.status(out.status).send(body);
  });
}

/**
 * A value the database refused (SQLSTATE class 22) that no check refused before: the caller's
 * input, so a 400, and without the database's message, which quotes the value and the SQL.
 */
const DATA_REFUSED: Reply = {
  status: 400,
  code: ErrorCode.validation,
  message: 'A value in the request is not one the database can store or compare',
};

function toReply(error: FastifyError | AppError): Reply {
  if (!(error instanceof AppError) && isDatabaseUnavailable(error)) return toReply(databaseUnavailable());
  if (!(error instanceof AppError) && isDataException(error)) return DATA_REFUSED;
  if (error instanceof AppError) {
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      details: error.details,
      headers: error.headers,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = validationDetails(error);
    return {
      status: 400,
      code: ErrorCode.validation,
      message: details[0] ? `${details[0].path || 'request'}: ${details[0].message}` : UNKNOWN_VALIDATION_ERROR,
      details,
    };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: ErrorCode.malformedJson, message: 'The body is not valid JSON' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: ErrorCode.payloadTooLarge, message: 'The body is larger than 1 MB' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, code: ErrorCode.unsupportedMediaType, message: 'Unsupported content type; send JSON' };
  }
  // Fastify's JSON parser raises a plain SyntaxError marked 400 for broken JSON.
  if (error.statusCode === 400 && error instanceof SyntaxError) {
    return { status: 400, code: ErrorCode.malformedJson, message: 'The body is not valid JSON' };
  }
  // Any other client error Fastify raises keeps its status; only real failures become 500.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500)
    return { status, code: CLIENT_ERROR_CODES[status] ?? ErrorCode.validation, message: error.message };
  return { status: errorHttpStatus.internal, code: ErrorCode.internal, message: 'Internal server error' };
}

const CLIENT_ERROR_CODES: Record<number, number> = {
  400: ErrorCode.validation,
  401: ErrorCode.unauthenticated,
  403: ErrorCode.forbidden,
  404: ErrorCode.routeNotFound,
  409: ErrorCode.conflict,
  413: ErrorCode.payloadTooLarge,
  415: ErrorCode.unsupportedMediaType,
  429: ErrorCode.tooManyRequests,
};

/** Errors Fastify raises before routing (a malformed URL): the same `{ code, message }` shape. */
export function frameworkErrorReply(error: FastifyError): { status: number; body: { code: number; message: string } } {
  const { status, code, message } = toReply(error);
  return { status, body: { code, message } };
}

/** Body paths stay bare (`email`, `permissions.0`) so forms can map them; others get a prefix. */
function validationDetails(
  error: Pick<FastifyError, 'validationContext'> & { validation: FastifySchemaValidationError[] },
): TErrorDetail[] {
  const context = error.validationContext;
  const prefix = context && context !== 'body' ? `${context === 'querystring' ? 'query' : context}.` : '';
  return error.validation.flatMap((item) => {
    const path = item.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (item.keyword === 'unrecognized_keys' && Array.isArray(item.params.keys)) {
      return (item.params.keys as string[]).map((key) => ({
        path: `${prefix}${path ? `${path}.` : ''}${key}`,
        message: 'Unknown field',
      }));
    }
    return [{ path: `${prefix}${path}`.replace(/\.$/, ''), message: item.message ?? 'Invalid value' }];
  });
}
