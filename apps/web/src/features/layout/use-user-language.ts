import type { TLanguage } from '@crm/contracts/languages';
import { useEffect } from 'react';
import { applyLanguage, currentLanguage } from '../../lib/i18n/load-language.ts';

/** Applies the signed-in user's own language (kept on the server), e.g. right after sign-in. */
export function useUserLanguage(language: TLanguage) {
  useEffect(() => {
    if (currentLanguage() !== language) void applyLanguage(language);
  }, [language]);
}
