import type { TPublicationInfo } from '@crm/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staff } from '../../db/schema.ts';
import type { Publication } from './translation-store.ts';

/** A publication as the tool shows it: version, when, by whom, texts per language. */
export async function publicationInfo(db: Executor, publication: Publication): Promise<TPublicationInfo> {
  const [who] = await db
    .select({ firstName: staff.firstName, lastName: staff.lastName })
    .from(staff)
    .where(eq(staff.id, publication.publishedBy));
  return {
    version: publication.version,
    publishedAt: publication.publishedAt.toISOString(),
    publishedBy: who ? `${who.firstName} ${who.lastName}` : publication.publishedBy,
    counts: Object.fromEntries(Object.entries(publication.texts).map(([l, texts]) => [l, Object.keys(texts).length])),
  };
}
