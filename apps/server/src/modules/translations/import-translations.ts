import type { TLanguage } from '@crm/contracts';
import { eq } from 'drizzle-orm';
import { translationDrafts } from '../../db/schema-translations.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { refusalError, refusalOf } from './check-text.ts';
import { flattenI18next } from './i18next-json.ts';
import { upsertDrafts } from './save-translation.ts';

/**
 * Imports one language's i18next JSON as drafts: every text is checked first and one refusal
 * refuses the whole file (details name each key), so nothing is half-imported. Texts equal to the
 * current draft are left alone; the rest are saved and audited together.
 */
export async function importTranslations(
  deps: Deps,
  ctx: RequestContext,
  input: { language: TLanguage; texts: Record<string, unknown> },
): Promise<{ saved: number; unchanged: number }> {
  const flat = flattenI18next(input.texts);
  if (flat.size === 0) throw new AppError('translationInvalid', 'The file holds no texts');
  const refusals = [...flat].flatMap(([key, text]) => refusalOf(key, input.language, text) ?? []);
  if (refusals.length > 0) throw refusalError(refusals, (r) => r.key);
  return deps.db.transaction(async (tx) => {
    const current = await tx
      .select({ key: translationDrafts.key, text: translationDrafts.text })
      .from(translationDrafts)
      .where(eq(translationDrafts.language, input.language))
      .for('update');
    const draftOf = new Map(current.map((d) => [d.key, d.text]));
    const changed = [...flat]
      .filter(([key, text]) => draftOf.get(key) !== text)
      .map(([key, text]) => ({ key, language: input.language, text }));
    await upsertDrafts(tx, changed, ctx.auth.staff.id, deps.clock());
    if (changed.length > 0) {
      await appendAudit(tx, auditContextOf(ctx), {
        action: 'translations.import',
        entityType: 'translation',
        entityId: input.language,
        after: { language: input.language, saved: changed.length, keys: changed.map((c) => c.key) },
      });
    }
    return { saved: changed.length, unchanged: flat.size - changed.length };
  });
}
