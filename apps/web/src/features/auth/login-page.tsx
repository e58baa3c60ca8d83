import { lazy, Suspense, useEffect } from 'react';
import { useBrands } from './brands.ts';

// The form (and react-hook-form with it) loads on its own: the shell's first load stays as it was.
const LoginForm = lazy(() => import('./login-form.tsx'));

/** Spec point 2: shown without the main layout; the page title is the brand's CRM name. */
export function LoginPage() {
  const { data: brands } = useBrands();
  const brand = brands?.find((b) => b.isDefault) ?? brands?.[0];

  useEffect(() => {
    if (brand) document.title = brand.crmName;
  }, [brand]);

  const heading = (
    <>
      {brand && <img src={brand.logoUrl} alt="" width={44} height={44} />}
      <h1 id="login-title">{brand?.crmName ?? 'CRM'}</h1>
    </>
  );
  return (
    <main className="login">
      <Suspense fallback={<div className="login-card">{heading}</div>}>
        <LoginForm>{heading}</LoginForm>
      </Suspense>
    </main>
  );
}
