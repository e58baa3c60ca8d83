import type { TCurrentUser } from '@crm/contracts';
import { LANGUAGE_NAMES, LANGUAGES, type TLanguage } from '@crm/contracts/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { CURRENT_USER_KEY } from '../../lib/auth/current-user.ts';
import { applyLanguage } from '../../lib/i18n/load-language.ts';
import { useT } from '../../lib/i18n/use-t.ts';

/**
 * The console language, picked in the profile block (the settings panel stays "Select Brand", spec
 * point 2). Kept on the server per staff user, so it follows them to any browser at sign-in.
 * Each language is named in itself ("Ελληνικά"), so anyone can find their own.
 */
export function LanguagePicker({ user }: { user: TCurrentUser }) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function choose(language: TLanguage) {
    if (language === user.language) return;
    setBusy(true);
    try {
      const updated = await call('setOwnLanguage', { body: { language }, withBrand: false });
      await applyLanguage(language);
      queryClient.setQueryData(CURRENT_USER_KEY, updated);
    } catch {
      toast.error(t('profile.languageFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className="profile-language">
      <legend className="visually-hidden">{t('profile.language')}</legend>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          className="choice"
          lang={language}
          aria-pressed={user.language === language}
          disabled={busy}
          onClick={() => void choose(language)}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </fieldset>
  );
}
