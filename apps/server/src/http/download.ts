import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A file reply; an export says how many rows it holds, so the console can show its progress. */
export type Download = { filename: string; contentType: string; body: Readable; rows?: number };

/** A download: attachment, its type, never sniffed. */
export function sendDownload(reply: FastifyReply, file: Download) {
  if (file.rows !== undefined) reply.header('x-export-rows', String(file.rows));
  return reply
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('x-content-type-options', 'nosniff')
    .type(file.contentType)
    .send(file.body);
}
