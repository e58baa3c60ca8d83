import type { TTwoFactorStatus } from '@crm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { PasswordCodeForm } from './password-code-form.tsx';
import { RecoveryCodesList } from './recovery-codes-list.tsx';
import { twoFactorKeys } from './two-factor-keys.ts';

type Action = 'none' | 'regenerate' | 'disable';

/** Two-factor is on: new recovery codes, or turning it off, each for the password and a current code. */
export function ManageSection({ status, email }: { status: TTwoFactorStatus; email: string }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [action, setAction] = useState<Action>('none');
  const [codes, setCodes] = useState<string[] | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: twoFactorKeys.all });

  return (
    <>
      <p>
        <span className="status-on">On</span>
        {status.enabled_at && (
          <span className="muted"> since {format(new Date(status.enabled_at), 'dd/MM/yyyy HH:mm')}</span>
        )}
      </p>
      <p className="muted">
        {status.recovery_codes_left} of 10 recovery codes left.
        {status.required && ' Two-factor sign-in is required for your role, so it stays on.'}
      </p>
      {codes && <RecoveryCodesList codes={codes} email={email} />}
      <div className="button-row">
        <button
          type="button"
          className="button"
          aria-pressed={action === 'regenerate'}
          onClick={() => setAction(action === 'regenerate' ? 'none' : 'regenerate')}
        >
          New recovery codes
        </button>
        {!status.required && (
          <button
            type="button"
            className="button"
            aria-pressed={action === 'disable'}
            onClick={() => setAction(action === 'disable' ? 'none' : 'disable')}
          >
            Turn off
          </button>
        )}
      </div>
      {action === 'regenerate' && (
        <PasswordCodeForm
          submitLabel="Make new codes"
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
          submitLabel="Turn off two-factor sign-in"
          danger
          send={(body) => call('disableTwoFactor', { body })}
          onDone={() => {
            toast.success('Two-factor sign-in is off');
            setAction('none');
            setCodes(null);
            refresh();
          }}
        />
      )}
    </>
  );
}
