import type { TLanguage } from '@crm/contracts/languages';
import { en } from '@crm/contracts/locales/en';
import i18next from 'i18next';
import type { TTranslate } from './english.ts';

/**
 * i18next for a translated language, loaded only when someone picks one (its own chunk with the
 * language's texts): plural rules per language (Intl.PluralRules), English as the fallback of a key
 * the language lacks, `{{placeholders}}` as in English. Keys are flat (`menu.dashboard`): no key
 * or namespace separator, as the catalogue and the tool's JSON have them.
 */
export async function createTranslator(language: TLanguage, texts: Record<string, string>): Promise<TTranslate> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: 'en',
    resources: {
      en: { translation: en },
      [language]: { translation: language === 'en' ? { ...en, ...texts } : texts },
    },
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders; escaping here too would show `&amp;`.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return (key, values) => instance.t(key, values as Record<string, unknown>) as string;
}
