/// <reference path="./country-telephone-data.d.ts" />
import englishNames from 'countries-list/minimal/countries.en.min.json' with { type: 'json' };
import telephone from 'country-telephone-data';

/**
 * The countries as the console writes them (English name, dialling code), without the rest of
 * `country-entries.ts`: countries-list's whole data set and the nationalities are about 24 KB gzip
 * that a list's country filter, a report's chips and a picker's closed box do not read. The same
 * countries, names and codes as COUNTRY_ENTRIES (country-labels.test.ts holds them to it): the
 * names are countries-list's, from its minimal English file.
 */
export type TCountryLabel = { iso2: string; name: string; dialCode: string };

const names: Readonly<Record<string, string>> = englishNames;

/** Every country of COUNTRY_ENTRIES, sorted by English name. */
export const COUNTRY_LABELS: readonly TCountryLabel[] = telephone.allCountries
  .map((c) => ({
    iso2: c.iso2,
    // The package writes the native name after the English one, "Austria (Österreich)".
    name: names[c.iso2.toUpperCase()] ?? c.name.replace(/\s*\(.*\)\s*$/, ''),
    dialCode: c.dialCode,
  }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const byIso2 = new Map(COUNTRY_LABELS.map((c) => [c.iso2, c]));

/** The label of an ISO code, upper or lower case. */
export const countryLabelOf = (iso2: string): TCountryLabel | undefined => byIso2.get(iso2.toLowerCase());
