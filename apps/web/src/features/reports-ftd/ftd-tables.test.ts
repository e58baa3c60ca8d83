import { describe, expect, it } from 'vitest';
import { utmSourceOptions } from './ftd-tables.tsx';

const row = (utm_source: string | null) => ({ utm_source, ftd_count: 1, ftd_usd: '1.00' });

describe('the UTM source filter of the first-time deposit report', () => {
  it('offers the clients without a source first, then the sources shown, by name', () => {
    expect(utmSourceOptions([row('meta'), row(null), row('google')], null)).toEqual([
      { value: '(none)', label: 'No UTM source' },
      { value: 'google', label: 'google' },
      { value: 'meta', label: 'meta' },
    ]);
  });

  it('keeps the chosen source even when the period has no first deposit from it', () => {
    expect(utmSourceOptions([], 'newsletter').map((o) => o.value)).toEqual(['(none)', 'newsletter']);
  });
});
