import type { TTwoFactorSecret } from '@crm/contracts';
import { enTwoFactor } from '@crm/contracts/locales/en/two-factor';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
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
  const t = useT(enTwoFactor);
  const queryClient = useQueryClient();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [secret, setSecret] = useState<TTwoFactorSecret | null>(null);

  if (codes) {
    return (
      <>
        <p className="status-on">{t('twoFactor.isOn')}</p>
        <RecoveryCodesList codes={codes} email={email} />
        <div>
          <button
            type="button"
            className="button primary"
            onClick={() => void queryClient.invalidateQueries({ queryKey: twoFactorKeys.all })}
          >
            {t('twoFactor.keptCodes')}
          </button>
        </div>
      </>
    );
  }
  if (!secret) {
    return (
      <>
        <p>{t('twoFactor.enrolIntro')}</p>
        <StartEnrolmentForm onStarted={setSecret} />
      </>
    );
  }
  return (
    <div className="enrol-grid">
      <QrCode uri={secret.otpauth_uri} />
      <div className="enrol-side">
        <p>{t('twoFactor.scan')}</p>
        <SecretText secret={secret.secret} />
        <p>{t('twoFactor.enterCode')}</p>
        <CodeForm
          submitLabel={t('twoFactor.turnOn')}
          send={(code) => call('confirmTwoFactorEnrolment', { body: { code } })}
          onDone={(reply) => setCodes(reply.recovery_codes)}
        />
      </div>
    </div>
  );
}
