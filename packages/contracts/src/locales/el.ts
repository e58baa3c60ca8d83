import { elDailyAnalysis } from './el/daily-analysis.ts';
import { elIbLeads } from './el/ib-leads.ts';
import { elOpenPayd } from './el/open-payd.ts';
import { elScheduledFunctions } from './el/scheduled-functions.ts';
import { elServerStatus } from './el/server-status.ts';
import { elShell } from './el/shell.ts';
import { elTranslationTool } from './el/translation-tool.ts';
import type { en } from './en.ts';

/**
 * The console's words in Greek (the default country is Cyprus, spec point 9), shipped complete: the
 * type holds it to English's keys, and a unit test to English's placeholders. Published texts from
 * `/internals/translation-tool` override these without a rebuild. One area per file under `el/`,
 * the same areas as `en/`; one area per line below.
 */
export const el: Record<keyof typeof en, string> = {
  ...elDailyAnalysis,
  ...elIbLeads,
  ...elOpenPayd,
  ...elScheduledFunctions,
  ...elServerStatus,
  ...elShell,
  ...elTranslationTool,
};
