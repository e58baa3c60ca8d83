import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';

/**
 * RFC 8058 lets a mail program post its one-click body as `multipart/form-data` (the RFC's own
 * example) or as a URL-encoded form. A multipart body's fields become the request body, as a form's
 * would, before the route's schema checks `List-Unsubscribe=One-Click`; a file part is drained and
 * ignored. A body that is not multipart is left to its content-type parser.
 */
export async function formFieldsOfMultipart(req: FastifyRequest): Promise<void> {
  if (!req.isMultipart()) return;
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else part.file.resume();
    }
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw new AppError('validation', 'The multipart body is malformed');
  }
  req.body = fields;
}
