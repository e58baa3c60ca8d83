import { describe, expect, it } from 'vitest';
import { COUNTRY_ENTRIES } from './country-entries.ts';
import { COUNTRY_LABELS, countryLabelOf } from './country-labels.ts';

describe('country labels', () => {
  it('are COUNTRY_ENTRIES’s countries, in its order, with its names and dialling codes', () => {
    expect(COUNTRY_LABELS).toEqual(COUNTRY_ENTRIES.map(({ iso2, name, dialCode }) => ({ iso2, name, dialCode })));
  });

  it('finds a country by its code in either case', () => {
    expect(countryLabelOf('CY')).toEqual({ iso2: 'cy', name: 'Cyprus', dialCode: '357' });
    expect(countryLabelOf('gr')?.name).toBe('Greece');
    expect(countryLabelOf('zz')).toBeUndefined();
  });
});
