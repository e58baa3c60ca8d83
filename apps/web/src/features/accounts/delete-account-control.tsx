import type { TTradingAccount } from '@crm/contracts';
import { enAccounts } from '@crm/contracts/locales/en/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { clientKeys } from '../clients/client-keys.ts';
import { accountKeys } from './account-keys.ts';

/**
 * Deletes an account after asking once more, in place ("Delete for good" / "Keep", as notes do).
 * The server refuses (409) while the account holds money, credit, holds or open positions; its
 * message says what is left, so it is shown as it comes.
 */
export function DeleteAccountControl({ account, onDeleted }: { account: TTradingAccount; onDeleted: () => void }) {
  const t = useT(enAccounts);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const queryClient = useQueryClient();
  const toast = useToast();
  // Focus follows the question: onto "Keep" (the safe answer) when asked, back to "Delete account" after.
  useEffect(() => {
    if (confirming) keepRef.current?.focus();
    else if (asked.current) startRef.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  const remove = useMutation({
    mutationFn: () => call('deleteAccount', { params: { id: account._id } }),
    onSuccess: () => {
      toast.success(t('accounts.deleted', { login: account.login_id }));
      // The accounts lists, and the client's account counts and log with them.
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      void queryClient.invalidateQueries({ queryKey: clientKeys.detail(account.user) });
      void queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
      onDeleted();
    },
    onError: (e) => {
      setConfirming(false);
      setError(e instanceof ApiError ? e.message : t('accounts.deleteUnreachable'));
    },
  });
  return (
    <div className="account-delete">
      {confirming ? (
        <>
          <button
            type="button"
            className="button small danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {remove.isPending ? t('accounts.deleting') : t('accounts.deleteForGood')}
          </button>
          <button
            ref={keepRef}
            type="button"
            className="button small"
            disabled={remove.isPending}
            onClick={() => setConfirming(false)}
          >
            {t('accounts.keep')}
          </button>
        </>
      ) : (
        <button
          ref={startRef}
          type="button"
          className="button small"
          onClick={() => {
            setError(null);
            setConfirming(true);
          }}
        >
          {t('accounts.delete')}
        </button>
      )}
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
