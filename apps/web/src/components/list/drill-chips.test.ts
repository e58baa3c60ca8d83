import { describe, expect, it } from 'vitest';
import { drillChips } from './drill-chips.ts';

const params = (query: string) => {
  const p = new URLSearchParams(query);
  return (key: string) => p.get(key) || null;
};

describe('drill chips', () => {
  it('say each narrowing parameter in words, agents by name and `none` as no agent', () => {
    const agent = '0b6f2a9e-1111-4222-8333-444455556666';
    const chips = drillChips(params(`country=cy,GR&sales_agent=${agent},none&platform=mt5&page=2`), (id) =>
      id === agent ? 'Sam Sales' : undefined,
    );
    expect(chips).toEqual([
      { param: 'country', label: 'Country: Cyprus, Greece' },
      { param: 'sales_agent', label: 'Sales agent: Sam Sales, no sales agent' },
      { param: 'platform', label: 'Platform: MT5' },
    ]);
  });

  it('name UTM tags, and the tags the clients came without', () => {
    expect(drillChips(params('utm_source=google&no_utm=medium,campaign'), () => undefined)).toEqual([
      { param: 'utm_source', label: 'UTM source: google' },
      { param: 'no_utm', label: 'No UTM medium, campaign' },
    ]);
  });
});
