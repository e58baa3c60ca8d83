/// <reference path="./country-telephone-data.d.ts" />
import { continents, countries } from 'countries-list';
import telephone from 'country-telephone-data';
import { alpha2ToNumeric } from 'i18n-nationality/index.js';
import english from 'i18n-nationality/langs/en.json' with { type: 'json' };

/**
 * Spec point 3's country entry. `priority` orders countries that share a dial code (0 is the one a
 * bare `+1` means); `areaCodes` tell them apart; `countryId` is the ISO 3166-1 numeric code.
 */
export type TCountryEntry = {
  name: string;
  iso2: string;
  dialCode: string;
  priority: number;
  areaCodes: string[] | null;
  countryId: number | null;
  nationality: string;
  continent: string;
};

const nationalities: Readonly<Record<string, string>> = english.nationalities;
const countryData = new Map(Object.entries(countries));

/** The area codes filed under a country: dial-code keys longer than its own dial code that name it. */
function areaCodesOf(iso2: string, dialCode: string): string[] | null {
  const codes = Object.entries(telephone.allCountryCodes)
    .filter(([code, owners]) => code.length > dialCode.length && code.startsWith(dialCode) && owners.includes(iso2))
    .map(([code]) => code.slice(dialCode.length));
  return codes.length > 0 ? codes : null;
}

/**
 * Every country with its dialling data (country-telephone-data), continent (countries-list) and
 * nationality and numeric code (i18n-nationality), sorted by English name. Pure data, no zod:
 * country pickers in the console read it.
 */
export const COUNTRY_ENTRIES: readonly TCountryEntry[] = telephone.allCountries
  .map((c): TCountryEntry => {
    const code = c.iso2.toUpperCase();
    const data = countryData.get(code);
    return {
      // The package writes the native name after the English one, "Austria (Österreich)".
      name: data?.name ?? c.name.replace(/\s*\(.*\)\s*$/, ''),
      iso2: c.iso2,
      dialCode: c.dialCode,
      priority: c.priority,
      areaCodes: c.hasAreaCodes ? areaCodesOf(c.iso2, c.dialCode) : null,
      countryId: Number(alpha2ToNumeric(code)) || null,
      nationality: nationalities[code] ?? data?.name ?? c.name,
      continent: data ? continents[data.continent] : '',
    };
  })
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const byIso2 = new Map(COUNTRY_ENTRIES.map((c) => [c.iso2, c]));

/** The entry of an ISO code, upper or lower case. */
export const countryEntryOf = (iso2: string): TCountryEntry | undefined => byIso2.get(iso2.toLowerCase());

/** A country's international dialling prefix, `+357` for `cy`; empty for an unknown code. */
export function dialCodeOf(iso2: string): string {
  const entry = countryEntryOf(iso2);
  return entry ? `+${entry.dialCode}` : '';
}
