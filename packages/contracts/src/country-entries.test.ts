import { describe, expect, it } from 'vitest';
import { COUNTRY_ENTRIES, countryEntryOf, dialCodeOf } from './country-entries.ts';
import { DEFAULT_COUNTRY } from './default-country.ts';

describe('country entries (spec point 3)', () => {
  it('carries every field of the entry, for the default country too', () => {
    expect(countryEntryOf(DEFAULT_COUNTRY)).toEqual({
      name: 'Cyprus',
      iso2: 'cy',
      dialCode: '357',
      priority: 0,
      areaCodes: null,
      countryId: 196,
      nationality: 'Cypriot',
      continent: 'Europe',
    });
    expect(COUNTRY_ENTRIES.length).toBeGreaterThan(240);
  });

  it('tells countries on one dial code apart by priority and area codes', () => {
    expect(countryEntryOf('US')).toMatchObject({ dialCode: '1', priority: 0 });
    expect(countryEntryOf('ca')?.priority).toBeGreaterThan(0);
    expect(countryEntryOf('ca')?.areaCodes).toContain('416');
  });

  it('gives the dialling prefix of a country', () => {
    expect(dialCodeOf('cy')).toBe('+357');
    expect(dialCodeOf('GR')).toBe('+30');
    expect(dialCodeOf('zz')).toBe('');
  });
});
