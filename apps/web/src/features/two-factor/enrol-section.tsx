import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../lib/api/call.ts';
import { CodeForm } from './code-form.tsx';
import { codeRefusal } from './code-message.ts';
import { QrCode } from './qr-code.tsx';
import { RecoveryCodesList } from './recovery-codes-list.tsx';
import { SecretText } from './secret-text.tsx';
import { twoFactorKeys } from './two-factor-keys.ts';

/**
 * Setting up: a new secret (QR code and text), confirmed by the first code from the app; then the
 * recovery codes, shown this once.
 */
export function EnrolSection({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useMutation({ mutationFn: () => call('startTwoFactorEnrolment') });

  if (codes) {
    return (
      <>
        <p className="status-on">Two-factor sign-in is on.</p>
        <RecoveryCodesList codes={codes} email={email} />
        <div>
          <button
            type="button"
            className="button primary"
            onClick={() => void queryClient.invalidateQueries({ queryKey: twoFactorKeys.all })}
          >
            I have kept my recovery codes
          </button>
        </div>
      </>
    );
  }
  if (!start.data) {
    return (
      <>
        <p>
          Each sign-in will ask for your password and a 6-digit code from an authenticator app on your phone (Google
          Authenticator, Microsoft Authenticator, 1Password, Authy…).
        </p>
        {start.error && <p className="form-error">{codeRefusal(start.error)}</p>}
        <div>
          <button type="button" className="button primary" disabled={start.isPending} onClick={() => start.mutate()}>
            Set up two-factor sign-in
          </button>
        </div>
      </>
    );
  }
  return (
    <div className="enrol-grid">
      <QrCode uri={start.data.otpauth_uri} />
      <div className="enrol-side">
        <p>1. Scan the QR code with your authenticator app.</p>
        <SecretText secret={start.data.secret} />
        <p>2. Enter the code the app shows, to turn two-factor sign-in on.</p>
        <CodeForm
          submitLabel="Turn on"
          send={(code) => call('confirmTwoFactorEnrolment', { body: { code } })}
          onDone={(reply) => setCodes(reply.recovery_codes)}
        />
      </div>
    </div>
  );
}
