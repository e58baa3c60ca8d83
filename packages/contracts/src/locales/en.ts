import { enDailyAnalysis } from './en/daily-analysis.ts';
import { enIbLeads } from './en/ib-leads.ts';
import { enOpenPayd } from './en/open-payd.ts';
import { enScheduledFunctions } from './en/scheduled-functions.ts';
import { enServerStatus } from './en/server-status.ts';
import { enShell } from './en/shell.ts';
import { enTranslationTool } from './en/translation-tool.ts';

/**
 * The console's words in English, the source language (issue 18). The spec's texts are these, to
 * the byte; every other language translates them key by key (`el.ts`, and texts published from
 * `/internals/translation-tool`). Keys are flat, `area.name`; plurals use i18next's `_one`/`_other`
 * suffixes, placeholders its `{{name}}`. A key's English may change: translations made from the old
 * text then show as outdated in the tool.
 *
 * One file per area under `en/` (the shell and kit, then a page or a family of pages each), so a
 * page's words travel in its own chunk: the console registers an area when a component asks for it
 * (`useT(enClients)`). This whole catalogue is what the server and the tool know, and what the
 * Greek chunk falls back to. One area per line below: keep them sorted.
 */
export const en = {
  ...enDailyAnalysis,
  ...enIbLeads,
  ...enOpenPayd,
  ...enScheduledFunctions,
  ...enServerStatus,
  ...enShell,
  ...enTranslationTool,
} as const;
