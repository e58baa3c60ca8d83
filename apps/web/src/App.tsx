import type { TBrand, TLoginReply } from '@crm/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError, fetchBrands, signIn, signOut } from './api.ts';

/**
 * The foundation's console page: sign in and see who you are. The console shell (layout,
 * navigation, token storage, refresh) replaces it.
 */
export function App() {
  const [brand, setBrand] = useState<TBrand | null>(null);
  const [session, setSession] = useState<TLoginReply | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetchBrands()
      .then((brands) => setBrand(brands.find((b) => b.isDefault) ?? brands[0] ?? null))
      .catch(() => setError('The server is not answering.'));
  }, []);

  useEffect(() => {
    document.title = brand?.crmName ?? 'CRM';
  }, [brand]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      setSession(await signIn(String(form.get('email')), String(form.get('password'))));
    } catch (e) {
      setError(
        e instanceof ApiError && e.status === 429
          ? 'Too many failed sign-ins. Wait a few minutes and try again.'
          : e instanceof ApiError && e.status === 401
            ? 'Invalid email or password.'
            : 'Sign-in failed. Try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  if (session) {
    const { user } = session;
    return (
      <main className="card">
        <h1>
          {user.first_name} {user.last_name}
        </h1>
        <p>
          {user.email} · {user.department} · brand {user.selectedBrand}
        </p>
        <button type="button" onClick={() => void signOut(session.token).finally(() => setSession(null))}>
          Sign out
        </button>
      </main>
    );
  }

  return (
    <main className="card">
      {brand && <img src={brand.logoUrl} alt={brand.name} width={48} height={48} />}
      <h1>{brand?.crmName ?? 'CRM'}</h1>
      <form onSubmit={(e) => void submit(e)}>
        <label>
          Email
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error && <p role="alert">{error}</p>}
        <button type="submit" disabled={busy}>
          Sign in
        </button>
      </form>
    </main>
  );
}
