import type { TServerInstance } from '@crm/contracts';
import type { enServerStatus } from '@crm/contracts/locales/en/server-status';
import type { TTranslateOf } from '../../lib/i18n/use-t.ts';

export const formatBytes = (bytes: number | undefined) =>
  bytes === undefined ? '—' : `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export const formatMs = (ms: number | null | undefined) => (ms === null || ms === undefined ? '—' : `${ms} ms`);

export const formatPercent = (ratio: number | undefined) =>
  ratio === undefined ? '—' : `${(ratio * 100).toFixed(ratio > 0 && ratio < 0.01 ? 2 : 1)} %`;

/**
 * The build an instance runs, in the console's words from its parts (`0.0.0 · 3f2a9c1b7d04 · built
 * 2026-11-25 05:43 UTC`, as the API's English `version`); an instance run from source, or an
 * older one that sends no parts, shows its `version` as it is (`0.0.0+dev`: no words in it).
 */
export function versionText(t: TTranslateOf<typeof enServerStatus>, instance: TServerInstance): string {
  const build = instance.stats.build;
  if (!build) return instance.version;
  return t('serverStatus.built', {
    version: [build.version, build.commit].filter(Boolean).join(' · '),
    at: `${build.builtAt.slice(0, 10)} ${build.builtAt.slice(11, 16)}`,
  });
}

/** "3 s ago", "2 min ago", "1 h 5 min ago", from the server's `now`, so the browser's clock does not matter. */
export function ago(t: TTranslateOf<typeof enServerStatus>, iso: string, now: string): string {
  const s = Math.max(0, Math.round((Date.parse(now) - Date.parse(iso)) / 1000));
  if (s < 60) return t('serverStatus.ago.seconds', { s });
  const m = Math.floor(s / 60);
  if (m < 60) return t('serverStatus.ago.minutes', { m });
  return t('serverStatus.ago.hours', { h: Math.floor(m / 60), m: m % 60 });
}
