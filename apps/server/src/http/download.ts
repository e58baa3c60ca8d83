import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export type Download = { filename: string; contentType: string; body: Readable };

/** A download: attachment, its type, never sniffed. */
export function sendDownload(reply: FastifyReply, file: Download) {
  return reply
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('x-content-type-options', 'nosniff')
    .type(file.contentType)
    .send(file.body);
}

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) is prefixed with
 * `'`, so an export can never carry a formula that calls out or runs something.
 */
export const neutralize = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

export const exportCell = (value: unknown): string | number | boolean | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return neutralize(typeof value === 'string' ? value : JSON.stringify(value));
};
