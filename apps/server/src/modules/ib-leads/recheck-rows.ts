import type { TIbLeadMapping } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { ScopeCaller } from '../../http/data-scope.ts';
import { checkLead, type LeadValues, valuesOf } from './check-lead.ts';
import { type CheckedRow, markDuplicates, updateChecked } from './staged-rows.ts';

/** Checks again the rows of an import (all, or the lines given) under a mapping, then the duplicates. */
export async function recheckRows(
  tx: Tx,
  importId: string,
  brandId: string,
  mapping: TIbLeadMapping,
  caller: ScopeCaller,
  lines: readonly number[] | null = null,
): Promise<void> {
  const rows = await queryRows<{ line: number; cells: string[]; fixes: LeadValues }>(
    tx,
    sql`select line, cells, fixes from ib_lead_rows
        where import_id = ${importId}::uuid and status not in ('created', 'skipped')
          ${lines ? sql`and line = any(${`{${lines.join(',')}}`}::int[])` : sql``}
        order by line`,
  );
  const checked: CheckedRow[] = rows.map((r) => ({
    line: r.line,
    checked: checkLead(valuesOf(r.cells, mapping, r.fixes), caller),
  }));
  await updateChecked(tx, importId, checked);
  await markDuplicates(tx, importId, brandId);
}
