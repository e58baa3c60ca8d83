/** Figures of the soak bench: medians and percentiles of samples in milliseconds. */
export function percentile(xs: number[], p: number): number {
  if (xs.length === 0) return 0;
  const sorted = xs.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export const median = (xs: number[]) => percentile(xs, 50);

/** One markdown table row: name, count, p50, p95, p99 and failures. */
export function latencyRow(name: string, ms: number[], failures: number): string {
  const f = (p: number) => percentile(ms, p).toFixed(1);
  return `| ${name} | ${ms.length} | ${f(50)} | ${f(95)} | ${f(99)} | ${failures} |`;
}
