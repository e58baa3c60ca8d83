import { enTwoFactor } from '@crm/contracts/locales/en/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { staffKeys } from '../staff/staff-keys.ts';

type Props = {
  staff: { _id: string; first_name: string; last_name: string; two_factor_enabled: boolean };
  /** After the reset (the page reads the staff user again). */
  onReset?: () => void;
};

/**
 * For a staff user's administration page (crm_users.update_crm_users): resets their two-factor
 * sign-in after a lost phone. Their sessions end; they sign in with the password and set it up
 * again (at once where the policy requires it). Shown only while they have it on.
 */
export function ResetTwoFactorButton({ staff, onReset }: Props) {
  const t = useT(enTwoFactor);
  const queryClient = useQueryClient();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const name = `${staff.first_name} ${staff.last_name}`;
  const reset = useMutation({
    mutationFn: () => call('resetStaffTwoFactor', { params: { id: staff._id } }),
    onSuccess: () => {
      toast.success(t('twoFactor.resetDone', { name }));
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: staffKeys.all });
      onReset?.();
    },
  });
  if (!staff.two_factor_enabled) return null;
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t('twoFactor.reset')}
      </button>
      {open && (
        <Dialog
          title={t('twoFactor.resetTitle', { name })}
          submitLabel={t('twoFactor.resetSubmit')}
          danger
          busy={reset.isPending}
          error={
            reset.error
              ? reset.error instanceof ApiError
                ? reset.error.message
                : t('twoFactor.resetUnreachable')
              : null
          }
          onClose={() => setOpen(false)}
          onSubmit={() => reset.mutate()}
        >
          <p>{t('twoFactor.resetBody')}</p>
        </Dialog>
      )}
    </>
  );
}
