import { en } from '@crm/contracts/locales/en';

/** A key of the catalogue, or the base of a plural pair (`login.waitSeconds` for `_one`/`_other`). */
export type TMessageKey = keyof typeof en;
type PluralBase<K> = K extends `${infer B}_one` ? B : never;
export type TKey = TMessageKey | PluralBase<TMessageKey>;
export type TValues = { count?: number; defaultValue?: string; [name: string]: unknown };
export type TTranslate = (key: TKey, values?: TValues) => string;

/** i18next's `{{name}}` (and `{{name, format}}`) placeholders, filled with the values as strings. */
export function interpolate(text: string, values: TValues | undefined): string {
  if (!values) return text;
  return text.replace(/\{\{\s*([^},\s]+)[^}]*\}\}/g, (whole, name: string) =>
    name in values && values[name] !== undefined ? String(values[name]) : whole,
  );
}

const table: Record<string, string> = en;

/**
 * English, the source language, rendered straight from the bundled catalogue: what i18next would
 * say for `en` (a unit test holds the two to the same bytes for every key), without loading i18next
 * into the console's first chunk. Plurals by English's rule: `_one` for 1, `_other` otherwise.
 */
export const translateEnglish: TTranslate = (key, values) => {
  const plural = values?.count === undefined ? undefined : values.count === 1 ? `${key}_one` : `${key}_other`;
  const text = (plural && table[plural]) ?? table[key] ?? values?.defaultValue ?? key;
  return interpolate(text, values);
};
