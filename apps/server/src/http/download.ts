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
