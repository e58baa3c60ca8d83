import '../two-factor/two-factor.css';
import type { TLoginReply, TTwoFactorChallenge } from '@crm/contracts';
import { ErrorCode } from '@crm/contracts/error-codes';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Switch } from '../../components/ui/switch.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { codeRefusal } from '../two-factor/code-message.ts';
import { RecoveryCodesList } from '../two-factor/recovery-codes-list.tsx';
import { SecretText } from '../two-factor/secret-text.tsx';

// The QR code (and its library) loads only for someone setting up at sign-in.
const QrCode = lazy(() => import('../two-factor/qr-code.tsx').then((m) => ({ default: m.QrCode })));

type Values = { code: string; recovery: string };

type Props = {
  challenge: TTwoFactorChallenge;
  email: string;
  /** The second step opened the session. */
  onSignedIn: (reply: TLoginReply) => Promise<void>;
  /** The challenge expired: back to the password. */
  onRestart: (message: string) => void;
  /** The card's heading (logo and CRM name). */
  children: ReactNode;
};

/**
 * The second step of a sign-in: a code from the app (or, behind a switch, a recovery code). With an
 * `enrol` challenge the user sets two-factor up here first: the QR code and key, then the first
 * code, then the recovery codes, shown once before the console opens. Plain react-hook-form rules,
 * as the password step (no zod on the sign-in page).
 */
export function TwoFactorStep({ challenge, email, onSignedIn, onRestart, children }: Props) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [enrolled, setEnrolled] = useState<(TLoginReply & { recovery_codes: string[] }) | null>(null);
  const form = useForm<Values>({ defaultValues: { code: '', recovery: '' } });
  const { errors, isSubmitting } = form.formState;
  const enrolling = challenge.two_factor === 'enrol';

  const submit = form.handleSubmit(async ({ code, recovery }) => {
    try {
      const body = useRecovery
        ? { challenge: challenge.challenge, recovery_code: recovery }
        : { challenge: challenge.challenge, code };
      const reply = await call('loginTwoFactor', { body, withBrand: false });
      if (reply.recovery_codes) setEnrolled({ ...reply, recovery_codes: reply.recovery_codes });
      else await onSignedIn(reply);
    } catch (e) {
      if (e instanceof ApiError && e.code === ErrorCode.twoFactorChallengeInvalid) {
        onRestart('The sign-in took too long. Enter your password again.');
        return;
      }
      form.setValue(useRecovery ? 'recovery' : 'code', '');
      form.setError('root.server', { type: 'server', message: codeRefusal(e) });
    }
  });

  if (enrolled) {
    return (
      <div className="login-card">
        {children}
        <p className="status-on">Two-factor sign-in is on.</p>
        <RecoveryCodesList codes={enrolled.recovery_codes} email={email} />
        <button type="button" className="button primary" onClick={() => void onSignedIn(enrolled)}>
          I have kept my recovery codes: continue
        </button>
      </div>
    );
  }

  return (
    <form className="login-card" onSubmit={submit} aria-labelledby="login-title" noValidate>
      {children}
      {challenge.two_factor === 'enrol' ? (
        <>
          <p>Your organisation requires two-factor sign-in. Scan this code with an authenticator app on your phone:</p>
          <Suspense fallback={<div className="qr-code" style={{ width: 184, height: 184 }} />}>
            <QrCode uri={challenge.otpauth_uri} />
          </Suspense>
          <SecretText secret={challenge.secret} />
          <p>Then enter the code the app shows.</p>
        </>
      ) : (
        <p>Enter the 6-digit code from your authenticator app.</p>
      )}
      {useRecovery ? (
        <label>
          Recovery code
          <input
            autoComplete="off"
            spellCheck={false}
            placeholder="abcde-23456"
            {...form.register('recovery', { required: 'Enter one of your recovery codes' })}
          />
        </label>
      ) : (
        <label>
          Code
          <input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            placeholder="123456"
            // biome-ignore lint/a11y/noAutofocus: the field the user came to this step to fill
            autoFocus
            {...form.register('code', {
              required: 'Enter the code from the app',
              pattern: { value: /^\s*\d{3}\s?\d{3}\s*$/, message: 'The code has 6 digits' },
            })}
          />
        </label>
      )}
      {(errors.code || errors.recovery) && (
        <p role="alert" className="form-error">
          {errors.code?.message ?? errors.recovery?.message}
        </p>
      )}
      {errors.root?.server && (
        <p role="alert" className="form-error">
          {errors.root.server.message}
        </p>
      )}
      <button type="submit" className="button primary" disabled={isSubmitting}>
        {isSubmitting ? 'Checking…' : enrolling ? 'Turn on and sign in' : 'Sign in'}
      </button>
      {!enrolling && (
        <Switch
          label="Use a recovery code"
          checked={useRecovery}
          onChange={(on) => {
            form.clearErrors();
            setUseRecovery(on);
          }}
        />
      )}
    </form>
  );
}
