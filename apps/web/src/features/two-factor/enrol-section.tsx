import type { TTwoFactorSecret } from '@crm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../lib/api/call.ts';
import { CodeForm } from './code-form.tsx';
import { QrCode } from './qr-code.tsx';
import { RecoveryCodesList } from './recovery-codes-list.tsx';
import { SecretText } from './secret-text.tsx';
import { StartEnrolmentForm } from './start-enrolment-form.tsx';
import { twoFactorKeys } from './two-factor-keys.ts';

/**
 * Setting up: for the current password, a new secret (QR code and text), confirmed by the first
 * code from the app; then the recovery codes, shown this once.
 */
export function EnrolSection({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [secret, setSecret] = useState<TTwoFactorSecret | null>(null);

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
  if (!secret) {
    return (
      <>
        <p>
          Each sign-in will ask for your password and a 6-digit code from an authenticator app on your phone (Google
          Authenticator, Microsoft Authenticator, 1Password, Authy…). Enter your password to begin.
        </p>
        <StartEnrolmentForm onStarted={setSecret} />
      </>
    );
  }
  return (
    <div className="enrol-grid">
      <QrCode uri={secret.otpauth_uri} />
      <div className="enrol-side">
        <p>1. Scan the QR code with your authenticator app.</p>
        <SecretText secret={secret.secret} />
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
