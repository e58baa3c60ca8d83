import type { TPublicationInfo } from '@crm/contracts';
import { isMessageKey } from '@crm/contracts/translation-check';
import { sql } from 'drizzle-orm';
import { translationPublications } from '../../db/schema-translations.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { publicationInfo } from './publication-info.ts';
import { countUnpublished } from './translation-rows.ts';
import { allDrafts, latestPublication } from './translation-store.ts';

/**
 * Publishes every draft as the next version, audited in the same transaction. Publishers queue on
 * an advisory lock, and one who looked at an older version than the latest is refused (274), so
 * nobody publishes what they have not seen.
 */
export async function publishTranslations(
  deps: Deps,
  ctx: RequestContext,
  baseVersion: number | null,
): Promise<TPublicationInfo> {
  const publication = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('crm.translation-publish'))`);
    const latest = await latestPublication(tx);
    if ((latest?.version ?? null) !== baseVersion) {
      throw new AppError(
        'translationPublishedSince',
        `Version ${latest?.version ?? 'none'} was published since you loaded version ${baseVersion ?? 'none'}`,
      );
    }
    const drafts = (await allDrafts(tx)).filter((d) => isMessageKey(d.key));
    const texts: Record<string, Record<string, string>> = {};
    const sourceHashes: Record<string, Record<string, string>> = {};
    for (const d of drafts) {
      texts[d.language] = { ...texts[d.language], [d.key]: d.text };
      sourceHashes[d.language] = { ...sourceHashes[d.language], [d.key]: d.sourceHash };
    }
    const changed = countUnpublished(drafts, latest);
    const [row] = await tx
      .insert(translationPublications)
      .values({
        texts,
        sourceHashes,
        textCount: drafts.length,
        publishedBy: ctx.auth.staff.id,
        publishedAt: deps.clock(),
      })
      .returning();
    if (!row) throw new Error('publication insert returned nothing');
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'translations.publish',
      entityType: 'translationPublication',
      entityId: String(row.version),
      before: latest ? { version: latest.version } : null,
      after: { version: row.version, texts: drafts.length, changed },
    });
    return row;
  });
  return publicationInfo(deps.db, publication);
}
