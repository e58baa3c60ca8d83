import { eq } from 'drizzle-orm';
import { ibLeadImports } from '../../db/schema-ib-leads.ts';
import type { Deps } from '../../deps.ts';
import type { LeadImportRunner } from './lead-import-runner.ts';

/** At start, imports a stopped server left running go on here (a chunk claimed elsewhere is skipped). */
export async function resumeImports({ db }: Deps, runner: LeadImportRunner): Promise<void> {
  const running = await db
    .select({ id: ibLeadImports.id })
    .from(ibLeadImports)
    .where(eq(ibLeadImports.status, 'importing'));
  for (const { id } of running) runner.start(id);
}
