import { en } from '@crm/contracts/locales/en';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The console's one i18next instance (issue 18). English, the source language, is bundled and
 * ready synchronously, so the first paint (and every test) is English without waiting; other
 * languages load on demand (load-language.ts). Keys are flat (`menu.dashboard`): no key or
 * namespace separator, so a dot is part of a key, as the catalogue and the tool's JSON have them.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'el'],
  resources: { en: { translation: en } },
  keySeparator: false,
  nsSeparator: false,
  // React escapes what it renders; escaping here too would show `&amp;`.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

declare module 'i18next' {
  interface CustomTypeOptions {
    // `t` accepts only keys the English catalogue has: a typo is a type error.
    resources: { translation: typeof en };
    keySeparator: false;
    nsSeparator: false;
  }
}
