import type { TServerInstance } from '@crm/contracts';

export const formatBytes = (bytes: number | undefined) =>
  bytes === undefined ? '—' : `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export const formatMs = (ms: number | null | undefined) => (ms === null || ms === undefined ? '—' : `${ms} ms`);

export const formatPercent = (ratio: number | undefined) =>
  ratio === undefined ? '—' : `${(ratio * 100).toFixed(ratio > 0 && ratio < 0.01 ? 2 : 1)} %`;

/** "3 s ago", "2 min ago", "1 h 5 min ago", from the server's `now`, so the browser's clock does not matter. */
export function ago(iso: string, now: string): string {
  const s = Math.max(0, Math.round((Date.parse(now) - Date.parse(iso)) / 1000));
  if (s < 60) return `${s} s ago`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ago`;
  return `${Math.floor(m / 60)} h ${m % 60} min ago`;
}

export const STATE_LABEL: Record<TServerInstance['state'], string> = {
  live: 'Live',
  silent: 'No heartbeat',
  stopped: 'Stopped',
};
