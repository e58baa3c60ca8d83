import type { TLanguage, TTranslationRow } from '@crm/contracts';
import type { TMessageKey } from '@crm/contracts/translation-check';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { translationDrafts } from '../../db/schema-translations.ts';
import type { Deps } from '../../deps.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { sourceHashOf } from './catalogue.ts';
import { refusalError, refusalOf } from './check-text.ts';
import { rowOf } from './translation-rows.ts';
import { allDrafts, latestPublication } from './translation-store.ts';

type Text = { key: string; language: TLanguage; text: string };

/** Writes drafts (one row per key × language, the English hash of now), returning the old texts. */
export async function upsertDrafts(tx: Tx, texts: readonly Text[], by: string, at: Date) {
  if (texts.length === 0) return;
  await tx
    .insert(translationDrafts)
    .values(
      texts.map((t) => ({
        key: t.key,
        language: t.language,
        text: t.text,
        sourceHash: sourceHashOf(t.key as TMessageKey),
        updatedBy: by,
        updatedAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [translationDrafts.key, translationDrafts.language],
      set: {
        text: sql`excluded.text`,
        sourceHash: sql`excluded.source_hash`,
        updatedBy: sql`excluded.updated_by`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** PUT one translation: checked (270–272), saved as a draft and audited in one transaction. */
export async function saveTranslation(deps: Deps, ctx: RequestContext, input: Text): Promise<TTranslationRow> {
  const refusal = refusalOf(input.key, input.language, input.text);
  if (refusal) throw refusalError([refusal], () => 'text');
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ text: translationDrafts.text })
      .from(translationDrafts)
      .where(and(eq(translationDrafts.key, input.key), eq(translationDrafts.language, input.language)))
      .for('update');
    await upsertDrafts(tx, [input], ctx.auth.staff.id, deps.clock());
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'translations.save',
      entityType: 'translation',
      entityId: `${input.language}:${input.key}`,
      before: before ? { text: before.text } : null,
      after: { text: input.text },
    });
  });
  const [drafts, publication] = await Promise.all([allDrafts(deps.db), latestPublication(deps.db)]);
  const draft = drafts.find((d) => d.key === input.key && d.language === input.language);
  return rowOf(input.key as TMessageKey, input.language, draft, publication);
}
