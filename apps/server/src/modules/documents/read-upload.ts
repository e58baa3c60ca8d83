import { MAX_DOCUMENT_BYTES } from '@crm/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';

export type Upload = { kind: string | undefined; filename: string; bytes: Buffer };

const malformed = () =>
  new AppError('validation', 'The multipart body is malformed', {
    details: [{ path: 'file', message: 'The multipart body is malformed' }],
  });

/**
 * Reads a document upload (multipart: `kind`, then `file`). The multipart plugin's own refusals
 * carry their status (413 for too large, 406 for a wrong type); the parser under it throws plain
 * errors for a body that is not valid multipart (no boundary, cut short), which are the caller's
 * mistake: 400, not 500.
 */
export async function readUpload(req: FastifyRequest): Promise<Upload> {
  if (!req.isMultipart()) throw new AppError('unsupportedMediaType', 'Send the document as multipart/form-data');
  try {
    const file = await req.file({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1 } });
    if (!file) throw new AppError('validation', 'No file', { details: [{ path: 'file', message: 'Required' }] });
    const kindField = file.fields.kind;
    const kind =
      kindField && !Array.isArray(kindField) && kindField.type === 'field' ? String(kindField.value) : undefined;
    const bytes = await file.toBuffer();
    // busboy marks a file cut at the limit only when its stream ends, after the plugin's own check.
    if (file.file.truncated) throw new AppError('payloadTooLarge', 'A document may be 10 MB at most');
    return { kind, filename: file.filename, bytes };
  } catch (error) {
    const hasStatus = error instanceof AppError || (error instanceof Error && 'statusCode' in error);
    throw hasStatus ? error : malformed();
  }
}
