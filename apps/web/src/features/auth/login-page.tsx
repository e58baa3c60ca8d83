import { ErrorCode } from '@crm/contracts/error-codes';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { afterIdentityChange } from '../../app/identity-change.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { signIn, startSession } from '../../lib/auth/session.ts';
import { useBrands } from './brands.ts';
import { safeRedirect } from './safe-redirect.ts';

/** "in 8 seconds", "in 4 minutes": the server's Retry-After in words. */
function waitOf(seconds: number | null): string {
  if (seconds === null) return 'in a few minutes';
  if (seconds < 120) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  return `in ${Math.ceil(seconds / 60)} minutes`;
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError && error.code === ErrorCode.tooManyRequests) {
    return `Too many failed sign-ins from here. Try again ${waitOf(error.retryAfterSeconds)}.`;
  }
  if (error instanceof ApiError && error.code === ErrorCode.databaseUnavailable) {
    return `The service is briefly unavailable. Try again ${waitOf(error.retryAfterSeconds)}.`;
  }
  if (error instanceof ApiError && error.status === 401) return 'Invalid email or password.';
  return 'Sign-in failed: the server did not answer. Try again.';
}

/** Spec point 2: shown without the main layout; the page title is the brand's CRM name. */
export function LoginPage() {
  const { data: brands } = useBrands();
  const brand = brands?.find((b) => b.isDefault) ?? brands?.[0];
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (brand) document.title = brand.crmName;
  }, [brand]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const reply = await signIn(String(form.get('email')), String(form.get('password')));
      await afterIdentityChange(queryClient, startSession(reply));
      void navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="login">
      <form className="login-card" onSubmit={(e) => void submit(e)} aria-labelledby="login-title">
        {brand && <img src={brand.logoUrl} alt="" width={44} height={44} />}
        <h1 id="login-title">{brand?.crmName ?? 'CRM'}</h1>
        <label>
          Email
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
