import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staff } from '../../db/schema.ts';
import { translationDrafts, translationPublications } from '../../db/schema-translations.ts';

export type Publication = typeof translationPublications.$inferSelect;
export type DraftRow = typeof translationDrafts.$inferSelect & { updatedByName: string | null };

/** The latest publication (what the console shows), or null before the first. */
export async function latestPublication(db: Executor): Promise<Publication | null> {
  const [row] = await db.select().from(translationPublications).orderBy(desc(translationPublications.version)).limit(1);
  return row ?? null;
}

/** Every draft, with the name of who wrote it. */
export async function allDrafts(db: Executor): Promise<DraftRow[]> {
  const rows = await db
    .select({
      key: translationDrafts.key,
      language: translationDrafts.language,
      text: translationDrafts.text,
      sourceHash: translationDrafts.sourceHash,
      updatedBy: translationDrafts.updatedBy,
      updatedAt: translationDrafts.updatedAt,
      firstName: staff.firstName,
      lastName: staff.lastName,
    })
    .from(translationDrafts)
    .leftJoin(staff, eq(staff.id, translationDrafts.updatedBy));
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    updatedByName: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
  }));
}
