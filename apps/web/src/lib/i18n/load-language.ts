import { isLanguage, type TLanguage } from '@crm/contracts/languages';
import { call } from '../api/call.ts';
import { i18n } from './i18n.ts';

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
 * The server answers with an ETag and `no-cache`: the browser revalidates every load and reuses its
 * copy on 304, so a new publication shows on the next load without a rebuild. A failure keeps the
 * shipped texts: a label is never worth a broken console.
 */
async function publishedTexts(language: TLanguage): Promise<Record<string, string>> {
  try {
    const bundle = await call('getPublishedTranslations', { params: { language }, withBrand: false });
    return bundle.texts;
  } catch (error) {
    console.error('Published translations could not be loaded', error);
    return {};
  }
}

let loading: Promise<void> | null = null;
let loadingFor: TLanguage | null = null;

/** Switches the console to `language`: its texts loaded once, `<html lang>` set, the choice kept. */
export function applyLanguage(language: TLanguage): Promise<void> {
  if (loadingFor === language && loading) return loading;
  loadingFor = language;
  loading = (async () => {
    if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
      const [shipped, published] = await Promise.all([SHIPPED[language](), publishedTexts(language)]);
      i18n.addResourceBundle(language, 'translation', { ...shipped, ...published }, true, true);
    }
    await i18n.changeLanguage(language);
    document.documentElement.lang = language;
    try {
      localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // Private mode: the choice still holds for this page and comes back from the server at sign-in.
    }
  })();
  return loading;
}
