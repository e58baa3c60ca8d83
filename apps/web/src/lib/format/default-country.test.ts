import { DEFAULT_COUNTRY as CONTRACTS_DEFAULT } from '@crm/contracts/countries';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY, dialCodeOf } from './default-country.ts';

describe('default country', () => {
  it('is the contracts’ own (spec point 9: cy)', () => {
    expect(DEFAULT_COUNTRY).toBe(CONTRACTS_DEFAULT);
    expect(DEFAULT_COUNTRY).toBe('cy');
  });

  it('gives the dialling prefix of a country', () => {
    expect(dialCodeOf(DEFAULT_COUNTRY)).toBe('+357');
    expect(dialCodeOf('GR')).toBe('+30');
    expect(dialCodeOf('zz')).toBe('');
  });
});
