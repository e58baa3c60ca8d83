import type { TTwoFactorStatus } from '@crm/contracts';
import { enTwoFactor } from '@crm/contracts/locales/en/two-factor';
import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { PasswordCodeForm } from './password-code-form.tsx';
import { RecoveryCodesList } from './recovery-codes-list.tsx';
import { twoFactorKeys } from './two-factor-keys.ts';

type Action = 'none' | 'regenerate' | 'disable';

/** Two-factor is on: new recovery codes, or turning it off, each for the password and a current code. */
export function ManageSection({ status, email }: { status: TTwoFactorStatus; email: string }) {
  const t = useT(enTwoFactor);
  const queryClient = useQueryClient();
  const toast = useToast();
  const [action, setAction] = useState<Action>('none');
  const [codes, setCodes] = useState<string[] | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: twoFactorKeys.all });

  return (
    <>
      <p>
        <span className="status-on">{t('twoFactor.on')}</span>
        {status.enabled_at && (
          <span className="muted">
            {' '}
            {t('twoFactor.since', { when: format(new Date(status.enabled_at), 'dd/MM/yyyy HH:mm') })}
          </span>
        )}
      </p>
      <p className="muted">
        {t('twoFactor.codesLeft', { left: status.recovery_codes_left })}
        {status.required && ` ${t('twoFactor.requiredStays')}`}
      </p>
      {codes && <RecoveryCodesList codes={codes} email={email} />}
      <div className="button-row">
        <button
          type="button"
          className="button"
          aria-pressed={action === 'regenerate'}
          onClick={() => setAction(action === 'regenerate' ? 'none' : 'regenerate')}
        >
          {t('twoFactor.newCodes')}
        </button>
        {!status.required && (
          <button
            type="button"
            className="button"
            aria-pressed={action === 'disable'}
            onClick={() => setAction(action === 'disable' ? 'none' : 'disable')}
          >
            {t('twoFactor.turnOff')}
          </button>
        )}
      </div>
      {action === 'regenerate' && (
        <PasswordCodeForm
          submitLabel={t('twoFactor.makeCodes')}
          send={(body) => call('regenerateRecoveryCodes', { body })}
          onDone={(reply) => {
            setCodes(reply.recovery_codes);
            setAction('none');
            refresh();
          }}
        />
      )}
      {action === 'disable' && (
        <PasswordCodeForm
          submitLabel={t('twoFactor.turnOffFull')}
          danger
          send={(body) => call('disableTwoFactor', { body })}
          onDone={() => {
            toast.success(t('twoFactor.turnedOff'));
            setAction('none');
            setCodes(null);
            refresh();
          }}
        />
      )}
    </>
  );
}
