import type { FastifyRequest } from 'fastify';

/** An error as a log line shows it: what it is and where it came from, never the data it touched. */
type LoggedError = {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  aggregateErrors?: LoggedError[];
  [field: string]: unknown;
};

/**
 * Fields of an error worth logging. An allow-list, not a deny-list: a failed query carries its SQL
 * and every parameter (drizzle's `query` and `params`, PGlite's too), and the driver's error a
 * `detail` such as `Key (email)=(…)`, which are client data, and a new driver may add others.
 */
const KEPT_FIELDS = [
  'code',
  'codeName',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
  'errno',
  'syscall',
] as const;
const MAX_CAUSES = 5;

type ErrorLike = Error & { cause?: unknown; errors?: unknown; [field: string]: unknown };
const isErrorLike = (value: unknown): value is ErrorLike =>
  value instanceof Error || (typeof value === 'object' && value !== null && 'message' in value && 'stack' in value);

/**
 * The message without client data. A failed query's message is its SQL and parameters; a
 * PostgreSQL data error (class 22) quotes the value it refused after a colon
 * (`invalid input syntax for type uuid: "…"`), so only the part before it is kept.
 */
function safeMessage(error: ErrorLike): string {
  if ('query' in error || 'params' in error) return 'Failed query (its SQL and parameters are not logged)';
  const message = String(error.message ?? '');
  if (typeof error.code === 'string' && /^22...$/.test(error.code)) return message.split(': ')[0] ?? '';
  return message;
}

function serialize(error: ErrorLike, depth: number): LoggedError {
  const type = error.constructor?.name && error.constructor.name !== 'Object' ? error.constructor.name : error.name;
  const message = safeMessage(error);
  // The stack's first lines repeat the message: keep only its frames.
  const frames = String(error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line));
  const out: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const field of KEPT_FIELDS) if (error[field] !== undefined) out[field] = error[field];
  if (depth < MAX_CAUSES && isErrorLike(error.cause)) out.cause = serialize(error.cause, depth + 1);
  if (depth < MAX_CAUSES && Array.isArray(error.errors)) {
    out.aggregateErrors = error.errors.filter(isErrorLike).map((e) => serialize(e, depth + 1));
  }
  return out;
}

/** pino's `err` serializer for every log line of the server (requests and jobs alike). */
export function serializeError(error: unknown): LoggedError {
  if (isErrorLike(error)) return serialize(error, 0);
  return { type: typeof error, message: 'A thrown value that is not an error', stack: '' };
}

/**
 * A request as a log line shows it: the query's names without their values, which are client
 * data (a search for a name, an e-mail to check). Otherwise what Fastify logs by default.
 */
export function serializeRequest(
  request: Pick<FastifyRequest, 'method' | 'url' | 'host' | 'ip'> & { socket?: { remotePort?: number } },
) {
  const [path, query] = request.url.split('?', 2);
  const names = query
    ? `?${query
        .split('&')
        .map((pair) => `${pair.split('=')[0]}=…`)
        .join('&')}`
    : '';
  return {
    method: request.method,
    url: `${path}${names}`,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The serializers of every log line of the server (requests and jobs alike). */
export const LOG_SERIALIZERS = { err: serializeError, req: serializeRequest };
