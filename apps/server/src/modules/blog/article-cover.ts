import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { MAX_ARTICLE_COVER_BYTES, type TArticle } from '@crm/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Executor } from '../../db/client.ts';
import { articles } from '../../db/schema-blog.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { isPublicAt, loadArticle } from './article-repository.ts';
import { lockEditable } from './save-article.ts';

/** What a cover may be, told from its bytes; the name's extension must agree. */
const ACCEPTED: Record<string, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
};

const invalidCover = (message: string) =>
  new AppError('articleCoverInvalid', message, { details: [{ path: 'file', message }] });

type Upload = { filename: string; bytes: Buffer };

/** Reads the one `file` part, refusing a body over 5 MB (413) or one that is not multipart. */
export async function readCoverUpload(req: FastifyRequest): Promise<Upload> {
  if (!req.isMultipart()) throw new AppError('unsupportedMediaType', 'Send the cover as multipart/form-data');
  try {
    const file = await req.file({ limits: { fileSize: MAX_ARTICLE_COVER_BYTES, files: 1 } });
    if (!file) throw invalidCover('No file');
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw new AppError('payloadTooLarge', 'A cover may be 5 MB at most');
    return { filename: file.filename, bytes };
  } catch (error) {
    const hasStatus = error instanceof AppError || (error instanceof Error && 'statusCode' in error);
    throw hasStatus ? error : new AppError('validation', 'The multipart body is malformed');
  }
}

/**
 * Sets an article's cover: a JPEG, PNG or WebP recognised by its bytes (a script renamed .png is
 * refused), stored under a generated key as KYC documents are, outside the transaction and removed
 * again if the record fails. The previous cover file is removed once the new one is recorded.
 */
export async function uploadArticleCover(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  upload: Upload,
): Promise<TArticle> {
  const type = await fileTypeFromBuffer(upload.bytes);
  if (!type || !ACCEPTED[type.mime]) throw invalidCover('The cover must be a JPEG, PNG or WebP image');
  const extension = upload.filename.split('.').pop()?.toLowerCase() ?? '';
  if (!ACCEPTED[type.mime]?.includes(extension)) {
    throw invalidCover(`The file is a ${type.ext.toUpperCase()} but its name says .${extension}`);
  }
  const brand = ctx.auth.brand;
  // Fail before writing a file for an article that is not there (or archived).
  await deps.db.transaction((tx) => lockEditable(tx, brand, id));
  const key = `blog/${randomUUID()}`;
  await deps.files.put(key, upload.bytes);
  let previous: string | null;
  try {
    previous = await deps.db.transaction(async (tx) => {
      await lockEditable(tx, brand, id);
      const [row] = await tx.select({ key: articles.coverKey }).from(articles).where(eq(articles.id, id));
      await tx
        .update(articles)
        .set({ coverKey: key, coverMime: type.mime, coverSize: upload.bytes.length, updatedAt: deps.clock() })
        .where(eq(articles.id, id));
      await appendAudit(tx, auditContextOf(ctx), {
        action: 'blog.article.cover',
        entityType: 'article',
        entityId: id,
        after: { mimeType: type.mime, size: upload.bytes.length },
      });
      return row?.key ?? null;
    });
  } catch (error) {
    await deps.files.remove(key);
    throw error;
  }
  if (previous) await deps.files.remove(previous);
  return loadArticle(deps.db, brand, id, deps.clock());
}

type Cover = { mime: string; body: Readable };

async function coverWhere(deps: Deps, where: ReturnType<typeof and>, db: Executor = deps.db): Promise<Cover> {
  const [row] = await db.select({ key: articles.coverKey, mime: articles.coverMime }).from(articles).where(where);
  if (!row?.key || !row.mime) throw notFound('Cover');
  return { mime: row.mime, body: deps.files.read(row.key) };
}

/** The cover of one of the brand's articles, for the editor. */
export const readArticleCover = (deps: Deps, brand: string, id: string) =>
  coverWhere(deps, and(eq(articles.brandId, brand), eq(articles.id, id)));

/** The cover of a public article, for the feed's readers; anything else is not there (404). */
export const readPublicCover = (deps: Deps, id: string) =>
  coverWhere(deps, and(eq(articles.id, id), isPublicAt(deps.clock())));
