import { LANGUAGE_NAMES, type TLanguage } from './languages.ts';
import { en } from './locales/en.ts';
import { placeholdersOf, pluralFormOf } from './translations.ts';

/**
 * What needs the whole English catalogue at run time: the keys, and the check of a translation
 * against its English text. Apart from `translations.ts` and out of the package's index, so that a
 * console page importing the contracts does not carry every page's words (the catalogue is split by
 * area for that, `locales/en.ts`); the server, the translation tool and the tests import it by its
 * path, `@crm/contracts/translation-check`.
 */
export type TMessageKey = keyof typeof en;
export const MESSAGE_KEYS = Object.keys(en) as TMessageKey[];
export const isMessageKey = (key: string): key is TMessageKey => Object.hasOwn(en, key);

/** What is wrong with a translation: the English message the server refuses with, and its parts for a console that says it in another language. */
export type TTranslationProblem =
  | { kind: 'empty'; message: string }
  | { kind: 'plural'; form: Intl.LDMLPluralRule; message: string }
  | { kind: 'placeholders'; missing: string[]; extra: string[]; message: string };

/**
 * Whether `text` may stand for `key` in `language`: it is not blank, it has the English text's
 * placeholders (no more, no fewer; the `one` form of a plural may leave `{{count}}` out: "one
 * client"), and a plural form is one the language has. The tool shows this as you type; the server
 * refuses the same (codes 271 and 272), so a hand-made import cannot get past it either.
 */
export function checkTranslation(key: TMessageKey, language: TLanguage, text: string): TTranslationProblem | null {
  if (text.trim() === '') return { kind: 'empty', message: 'The text is empty' };
  const plural = pluralFormOf(key);
  if (plural) {
    const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    if (!forms.includes(plural.form)) {
      return {
        kind: 'plural',
        form: plural.form,
        message: `${LANGUAGE_NAMES[language]} has no “${plural.form}” plural form`,
      };
    }
  }
  const wanted = placeholdersOf(en[key]);
  const found = placeholdersOf(text);
  const mayOmitCount = plural?.form === 'one';
  const missing = wanted.filter((p) => !found.includes(p) && !(mayOmitCount && p === 'count'));
  const extra = found.filter((p) => !wanted.includes(p));
  if (missing.length > 0 || extra.length > 0) {
    const parts = [
      missing.length > 0 ? `missing ${missing.map((p) => `{{${p}}}`).join(', ')}` : null,
      extra.length > 0 ? `unknown ${extra.map((p) => `{{${p}}}`).join(', ')}` : null,
    ].filter(Boolean);
    return {
      kind: 'placeholders',
      missing,
      extra,
      message: `Placeholders do not match the English text: ${parts.join('; ')}`,
    };
  }
  return null;
}
