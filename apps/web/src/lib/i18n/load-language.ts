import { isLanguage, type TLanguage } from '@crm/contracts/languages';
import { call } from '../api/call.ts';
import { translateEnglish } from './english.ts';
import { currentTranslator, setTranslator } from './translator.ts';

const STORAGE_KEY = 'crm-language';

/** The language this browser last used: the sign-in page shows it before anyone is signed in. */
export function storedLanguage(): TLanguage {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

/** Each language's shipped texts, in a chunk of their own: only the language in use is fetched. */
const SHIPPED: Record<Exclude<TLanguage, 'en'>, () => Promise<Record<string, string>>> = {
  el: () => import('@crm/contracts/locales/el').then((m) => m.el),
};

/**
 * The published overrides of the tool (`/internals/translation-tool`), laid over the shipped texts.
 * The server answers with an ETag and `no-cache`: the browser revalidates on every load and reuses
 * its copy on 304, so a new publication shows on the next load without a rebuild. A failure keeps
 * the shipped texts: a label is never worth a broken console.
 */
async function publishedTexts(language: TLanguage): Promise<Record<string, string>> {
  try {
    return (await call('getPublishedTranslations', { params: { language }, withBrand: false })).texts;
  } catch (error) {
    console.error('Published translations could not be loaded', error);
    return {};
  }
}

let pending: { language: TLanguage; done: Promise<void> } | null = null;

/** Switches the console to `language`: its texts loaded, `<html lang>` set, the choice kept. */
export function applyLanguage(language: TLanguage): Promise<void> {
  if (pending?.language === language) return pending.done;
  const done = (async () => {
    if (language === 'en') setTranslator('en', translateEnglish);
    else {
      const [shipped, published, { createTranslator }] = await Promise.all([
        SHIPPED[language](),
        publishedTexts(language),
        import('./i18next-translator.ts'),
      ]);
      // A later choice wins over this one if it finished first.
      if (pending?.language !== language) return;
      setTranslator(language, await createTranslator(language, { ...shipped, ...published }));
    }
    document.documentElement.lang = language;
    try {
      localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // Private mode: the choice still holds for this page and comes back from the server at sign-in.
    }
  })();
  pending = { language, done };
  return done;
}

export const currentLanguage = () => currentTranslator().language;
