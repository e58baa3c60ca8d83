import { countries } from 'countries-list';
import { z } from 'zod';

/** ISO 3166-1 alpha-2 codes, from the countries-list package (names, dial codes, continents). */
export const COUNTRY_CODES = Object.keys(countries) as (keyof typeof countries)[];
const codeSet: ReadonlySet<string> = new Set(COUNTRY_CODES);

export { DEFAULT_COUNTRY } from './default-country.ts';

/** Country codes travel lower-case (spec: default country `cy`); upper case is accepted. */
export const ZCountryCode = z
  .string()
  .transform((s) => s.toLowerCase())
  .refine((s) => codeSet.has(s.toUpperCase()), { message: 'Unknown country code (ISO 3166-1 alpha-2 expected)' });
