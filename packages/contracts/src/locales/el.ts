import { elAddCountry } from './el/add-country.ts';
import { elApprovalPolicies } from './el/approval-policies.ts';
import { elAuditRecord } from './el/audit-record.ts';
import { elClientSearch } from './el/client-search.ts';
import { elIbFix } from './el/ib-fix.ts';
import { elReassign } from './el/reassign.ts';
import { elShell } from './el/shell.ts';
import { elSweep } from './el/sweep.ts';
import { elTranslationTool } from './el/translation-tool.ts';
import type { en } from './en.ts';

/**
 * The console's words in Greek (the default country is Cyprus, spec point 9), shipped complete: the
 * type holds it to English's keys, and a unit test to English's placeholders. Published texts from
 * `/internals/translation-tool` override these without a rebuild. One area per file under `el/`,
 * the same areas as `en/`; one area per line below.
 */
export const el: Record<keyof typeof en, string> = {
  ...elAddCountry,
  ...elApprovalPolicies,
  ...elAuditRecord,
  ...elClientSearch,
  ...elIbFix,
  ...elReassign,
  ...elShell,
  ...elSweep,
  ...elTranslationTool,
};
