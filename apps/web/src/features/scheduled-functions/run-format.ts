import type { TFunctionRun } from '@crm/contracts';

/** "1.2 s", "340 ms", "2 min 5 s". */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} min ${Math.round((ms % 60_000) / 1000)} s`;
}

/**
 * A run's time as every table reads dates (spec point 9: en-GB, dd/MM/yyyy, HH:mm:ss), in the
 * browser's zone, to the second (runs come every few seconds); never the browser's own locale.
 */
export function formatWhen(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString('en-GB');
}

export const isActive = (run: Pick<TFunctionRun, 'status'> | null | undefined) =>
  run?.status === 'queued' || run?.status === 'running';

/** A run's output as one line of JSON, empty when it said nothing. */
export const outputText = (output: unknown): string =>
  output === null || output === undefined ? '' : JSON.stringify(output);
