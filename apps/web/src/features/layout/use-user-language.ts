import type { TLanguage } from '@crm/contracts/languages';
import { useEffect } from 'react';
import { i18n } from '../../lib/i18n/i18n.ts';
import { applyLanguage } from '../../lib/i18n/load-language.ts';

/** Applies the signed-in user's own language (kept on the server), e.g. right after sign-in. */
export function useUserLanguage(language: TLanguage) {
  useEffect(() => {
    if (i18n.language !== language) void applyLanguage(language);
  }, [language]);
}
