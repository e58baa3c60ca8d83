import type { TLoginReply, TTwoFactorChallenge } from '@crm/contracts';
import { ErrorCode } from '@crm/contracts/error-codes';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { afterIdentityChange } from '../../app/identity-change.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { signIn, startSession } from '../../lib/auth/session.ts';
import { translate } from '../../lib/i18n/translator.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { safeRedirect } from './safe-redirect.ts';

// The second step calls the API through the contracts (zod): its own chunk, loaded only when a
// sign-in asks for a code, so the first load of the console stays small.
const TwoFactorStep = lazy(() => import('./two-factor-step.tsx').then((m) => ({ default: m.TwoFactorStep })));

/** "in 8 seconds", "in 4 minutes": the server's Retry-After in words. */
function waitOf(seconds: number | null): string {
  if (seconds === null) return translate('login.waitFewMinutes');
  if (seconds < 120) return translate('login.waitSeconds', { count: seconds });
  return translate('login.waitMinutes', { count: Math.ceil(seconds / 60) });
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError && error.code === ErrorCode.tooManyRequests) {
    return translate('login.throttled', { wait: waitOf(error.retryAfterSeconds) });
  }
  if (error instanceof ApiError && error.code === ErrorCode.databaseUnavailable) {
    return translate('login.unavailable', { wait: waitOf(error.retryAfterSeconds) });
  }
  if (error instanceof ApiError && error.status === 401) return translate('login.invalid');
  return translate('login.noAnswer');
}

type Values = { email: string; password: string };

/**
 * The sign-in form, on react-hook-form with plain rules instead of the login body's zod schema:
 * the login page is the first thing a signed-out user loads, and zod would add ~100 KB to it. The
 * rules are the schema's (both required); the server checks the rest.
 */
export default function LoginForm({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useT();
  const form = useForm<Values>({ defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  // Staff with two-factor sign-in get a challenge from the password step, and a second step.
  const [challenge, setChallenge] = useState<TTwoFactorChallenge | null>(null);
  const enter = async (reply: TLoginReply) => {
    await afterIdentityChange(queryClient, startSession(reply));
    void navigate(safeRedirect(params.get('redirect')), { replace: true });
  };
  const submit = form.handleSubmit(async ({ email, password }) => {
    try {
      const reply = await signIn(email, password);
      if ('two_factor' in reply) {
        form.resetField('password');
        setChallenge(reply);
      } else await enter(reply);
    } catch (e) {
      form.setError('root.server', { type: 'server', message: messageOf(e) });
    }
  });
  if (challenge) {
    return (
      <Suspense fallback={<div className="login-card">{children}</div>}>
        <TwoFactorStep
          challenge={challenge}
          email={form.getValues('email')}
          onSignedIn={enter}
          onRestart={(message) => {
            setChallenge(null);
            form.setError('root.server', { type: 'server', message });
          }}
        >
          {children}
        </TwoFactorStep>
      </Suspense>
    );
  }
  return (
    <form className="login-card" onSubmit={submit} aria-labelledby="login-title">
      {children}
      <label>
        {t('login.email')}
        <input type="email" autoComplete="username" required {...form.register('email', { required: true })} />
      </label>
      <label>
        {t('login.password')}
        <input
          type="password"
          autoComplete="current-password"
          required
          {...form.register('password', { required: true })}
        />
      </label>
      {errors.root?.server && (
        <p role="alert" className="form-error">
          {errors.root.server.message}
        </p>
      )}
      <button type="submit" className="button primary" disabled={isSubmitting}>
        {isSubmitting ? t('login.signingIn') : t('login.signIn')}
      </button>
    </form>
  );
}
