import { type TClient, ZKycStatusRequest } from '@crm/contracts';
import { KYC_STATUSES } from '@crm/contracts/kyc-statuses';
import { enClients } from '@crm/contracts/locales/en/clients';
import { enDocuments } from '@crm/contracts/locales/en/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { clientKeys } from '../clients/client-keys.ts';

type KycStatus = (typeof KYC_STATUSES)[number];

/**
 * Sets the client's KYC status by hand (`PATCH …/documents/kyc`, documents.force_change_kyc_status),
 * after a confirmation; it stands until the next document review decides again.
 */
export function KycStatusControl({ client }: { client: TClient }) {
  const t = useT(enDocuments, enClients);
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can('documents.force_change_kyc_status')) return null;
  return (
    <div className="kyc-control">
      <span>
        {t('documents.kycStatus')} <strong>{t(`clients.kyc.${client.kyc_status}`)}</strong>
      </span>
      <button type="button" className="button small" onClick={() => setOpen(true)}>
        {t('documents.setKyc')}
      </button>
      {open && <KycStatusDialog client={client} onClose={() => setOpen(false)} />}
    </div>
  );
}

function KycStatusDialog({ client, onClose }: { client: TClient; onClose: () => void }) {
  const t = useT(enDocuments, enClients);
  const form = useContractForm(ZKycStatusRequest, { defaultValues: { status: client.kyc_status } });
  const status = form.watch('status');
  const toast = useToast();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: { status: KycStatus }) => call('forceKycStatus', { params: { id: client._id }, body }),
    onSuccess: (_reply, body) => {
      toast.success(t('documents.kycSet', { status: t(`clients.kyc.${body.status}`) }));
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
      onClose();
    },
    onError: (e) => showServerError(form, e, t('documents.kycUnreachable')),
  });
  const { errors } = form.formState;
  return (
    <Dialog
      title={t('documents.setKyc')}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((body) => save.mutate(body))()}
      submitLabel={t('documents.setStatus')}
      busy={save.isPending}
      disabled={status === client.kyc_status}
      error={errors.root?.server?.message}
    >
      <p className="dialog-summary">
        {t('documents.kycNow', {
          client: `${client.readableId} ${client.first_name} ${client.last_name}`,
          status: t(`clients.kyc.${client.kyc_status}`),
        })}
      </p>
      <FormField label={t('documents.newKyc')} error={errors.status?.message}>
        {(control) => (
          <select {...control} {...form.register('status')}>
            {KYC_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`clients.kyc.${s}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </Dialog>
  );
}
