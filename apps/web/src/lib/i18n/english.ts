import type { en } from '@crm/contracts/locales/en';
import { enShell } from '@crm/contracts/locales/en/shell';

/** A key of the catalogue, or the base of a plural pair (`login.waitSeconds` for `_one`/`_other`). */
export type TMessageKey = keyof typeof en;
type PluralBase<K> = K extends `${infer B}_one` ? B : never;
/** The keys of one area's catalogue, plural bases included (distributes over a union of areas). */
export type TKeyOf<C> = C extends unknown ? (keyof C & string) | PluralBase<keyof C & string> : never;
export type TKey = TKeyOf<typeof en>;
export type TValues = { count?: number; defaultValue?: string; [name: string]: unknown };
export type TTranslate = (key: TKey, values?: TValues) => string;
/** One area's English (`@crm/contracts/locales/en/<area>`): what `useT` and `areaTranslate` take. */
export type TArea = Readonly<Record<string, string>>;

/** i18next's `{{name}}` (and `{{name, format}}`) placeholders, filled with the values as strings. */
export function interpolate(text: string, values: TValues | undefined): string {
  if (!values) return text;
  return text.replace(/\{\{\s*([^},\s]+)[^}]*\}\}/g, (whole, name: string) =>
    name in values && values[name] !== undefined ? String(values[name]) : whole,
  );
}

/**
 * The English texts loaded so far: the shell's and the kit's from the start (the first load), and
 * each page's area once a component of that page asks for it. A page's words thus travel in the
 * page's own chunk, not in the first load.
 */
const table: Record<string, string> = { ...enShell };
const registered = new WeakSet<TArea>();

export function registerEnglish(area: TArea): void {
  if (registered.has(area)) return;
  registered.add(area);
  Object.assign(table, area);
}

/**
 * English, the source language, rendered straight from the loaded areas: what i18next would say for
 * `en` (a unit test holds the two to the same bytes for every key), without loading i18next into
 * the console's first chunk. Plurals by English's rule: `_one` for 1, `_other` otherwise.
 */
export const translateEnglish: TTranslate = (key, values) => {
  const plural = values?.count === undefined ? undefined : values.count === 1 ? `${key}_one` : `${key}_other`;
  const text = (plural && table[plural]) ?? table[key] ?? values?.defaultValue ?? key;
  return interpolate(text, values);
};
