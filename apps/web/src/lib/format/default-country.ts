import { countries } from 'countries-list';

/**
 * Spec point 9: the default country, `cy`. The contracts define it (`DEFAULT_COUNTRY` in
 * countries.ts), but that module also builds a zod schema, and the console carries no zod; this is
 * the same value, and the test beside this file fails if the two part.
 */
export const DEFAULT_COUNTRY = 'cy';

/** A country's international dialling prefix, `+357` for `cy`. */
export function dialCodeOf(country: string): string {
  const entry = countries[country.toUpperCase() as keyof typeof countries];
  return entry ? `+${entry.phone[0]}` : '';
}
