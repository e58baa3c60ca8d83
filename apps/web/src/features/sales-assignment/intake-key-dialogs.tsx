import { type TCreateIntakeKeyRequest, type TIntakeKey, ZCreateIntakeKeyRequest } from '@crm/contracts';
import { enSalesAssignment } from '@crm/contracts/locales/en/sales-assignment';
import { useMutation } from '@tanstack/react-query';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';

/*
 * The client-app key dialogs, fetched when one first opens (`lazyDialog`): with them come the
 * contract's schema, react-hook-form and React Aria's modal, which the page itself does not need.
 */

export type TMadeKey = { name: string; key: string };

/** A new key, named; the server's reply holds the key itself, shown once by `NewKeyDialog`. */
export function CreateKeyDialog({ onClose, onMade }: { onClose: () => void; onMade: (k: TMadeKey) => void }) {
  const t = useT(enSalesAssignment);
  const form = useContractForm(ZCreateIntakeKeyRequest, { defaultValues: { name: '' } });
  const create = useMutation({
    mutationFn: (body: TCreateIntakeKeyRequest) => call('createIntakeKey', { body }),
    onSuccess: (k) => onMade({ name: k.name, key: k.key }),
    onError: (e) => showServerError(form, e, t('salesAssignment.noKeyMade')),
  });
  const { errors } = form.formState;
  return (
    <Dialog
      title={t('salesAssignment.newKeyTitle')}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((body) => create.mutate(body))()}
      submitLabel={t('salesAssignment.makeKey')}
      busy={create.isPending}
      error={errors.root?.server?.message}
    >
      <FormField label={t('salesAssignment.name')} error={errors.name?.message}>
        {(control) => (
          <input {...control} {...form.register('name')} placeholder={t('salesAssignment.keyPlaceholder')} />
        )}
      </FormField>
    </Dialog>
  );
}

/** The key just made, shown this once: only its fingerprint is kept. */
export function NewKeyDialog({ made, onClose }: { made: TMadeKey; onClose: () => void }) {
  const t = useT(enSalesAssignment);
  return (
    <Dialog
      title={t('salesAssignment.keyTitle', { name: made.name })}
      onClose={onClose}
      onSubmit={onClose}
      submitLabel={t('salesAssignment.done2')}
    >
      <p>{t('salesAssignment.copyNow')}</p>
      <div className="sa-key">
        <code data-testid="new-key">{made.key}</code>
        <CopyButton text={made.key} label={t('salesAssignment.copyKey')} />
      </div>
    </Dialog>
  );
}

/** Revokes a key after a confirmation: the client app's registrations with it are refused from then on. */
export function RevokeKeyDialog({
  intakeKey,
  onClose,
  onRevoked,
}: {
  intakeKey: TIntakeKey;
  onClose: () => void;
  onRevoked: () => void;
}) {
  const t = useT(enSalesAssignment);
  const toast = useToast();
  const revoke = useMutation({
    mutationFn: () => call('revokeIntakeKey', { params: { id: intakeKey._id } }),
    onSuccess: () => {
      toast.success(t('salesAssignment.revoked', { name: intakeKey.name }));
      onRevoked();
    },
  });
  return (
    <Dialog
      title={t('salesAssignment.revokeTitle', { name: intakeKey.name })}
      onClose={onClose}
      onSubmit={() => revoke.mutate()}
      submitLabel={t('salesAssignment.revoke')}
      danger
      busy={revoke.isPending}
      error={
        revoke.error
          ? revoke.error instanceof ApiError
            ? revoke.error.message
            : t('salesAssignment.notReached')
          : null
      }
    >
      <p>{t('salesAssignment.revokeBody')}</p>
    </Dialog>
  );
}
