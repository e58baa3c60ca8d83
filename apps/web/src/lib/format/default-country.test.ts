import { DEFAULT_COUNTRY as CONTRACTS_DEFAULT } from '@crm/contracts/countries';
import { dialCodeOf } from '@crm/contracts/country-entries';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY } from './default-country.ts';

describe('default country', () => {
  it('is the contracts’ own (spec point 9: cy)', () => {
    expect(DEFAULT_COUNTRY).toBe(CONTRACTS_DEFAULT);
    expect(DEFAULT_COUNTRY).toBe('cy');
  });

  it('has a dialling prefix in the country entries', () => {
    expect(dialCodeOf(DEFAULT_COUNTRY)).toBe('+357');
  });
});
