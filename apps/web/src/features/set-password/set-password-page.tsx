import { lazy, Suspense, useEffect } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';
import { useBrands } from '../auth/brands.ts';

// The form brings react-hook-form and the policy's schema: its own chunk, outside the shell's first load.
const SetPasswordForm = lazy(() => import('./set-password-form.tsx'));

/**
 * `/set-password?token=…`: where a staff user given a one-time link chooses their password. Shown
 * without the main layout, like `/login`, and reachable signed out.
 */
export function SetPasswordPage() {
  const { data: brands } = useBrands();
  const brand = brands?.find((b) => b.isDefault) ?? brands?.[0];
  const t = useT();
  useEffect(() => {
    document.title = t('setPassword.pageTitle', { crm: brand?.crmName ?? 'CRM' });
  }, [brand, t]);
  const heading = (
    <>
      {brand && <img src={brand.logoUrl} alt="" width={44} height={44} />}
      <h1 id="set-password-title">{t('setPassword.title')}</h1>
    </>
  );
  return (
    <main className="login">
      <Suspense fallback={<div className="login-card">{heading}</div>}>
        <SetPasswordForm>{heading}</SetPasswordForm>
      </Suspense>
    </main>
  );
}
