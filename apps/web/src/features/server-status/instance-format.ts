import type { enServerStatus } from '@crm/contracts/locales/en/server-status';
import type { TTranslateOf } from '../../lib/i18n/use-t.ts';

export const formatBytes = (bytes: number | undefined) =>
  bytes === undefined ? '—' : `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export const formatMs = (ms: number | null | undefined) => (ms === null || ms === undefined ? '—' : `${ms} ms`);

export const formatPercent = (ratio: number | undefined) =>
  ratio === undefined ? '—' : `${(ratio * 100).toFixed(ratio > 0 && ratio < 0.01 ? 2 : 1)} %`;

/** "3 s ago", "2 min ago", "1 h 5 min ago", from the server's `now`, so the browser's clock does not matter. */
export function ago(t: TTranslateOf<typeof enServerStatus>, iso: string, now: string): string {
  const s = Math.max(0, Math.round((Date.parse(now) - Date.parse(iso)) / 1000));
  if (s < 60) return t('serverStatus.ago.seconds', { s });
  const m = Math.floor(s / 60);
  if (m < 60) return t('serverStatus.ago.minutes', { m });
  return t('serverStatus.ago.hours', { h: Math.floor(m / 60), m: m % 60 });
}
