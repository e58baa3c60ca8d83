import { useTranslation } from 'react-i18next';
import './i18n.ts';

/** The console's `t`, re-rendering its component when the language changes. */
export function useT() {
  return useTranslation().t;
}
