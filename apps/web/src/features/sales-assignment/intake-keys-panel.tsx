import { type TCreateIntakeKeyRequest, type TIntakeKey, ZCreateIntakeKeyRequest } from '@crm/contracts';
import { enSalesAssignment } from '@crm/contracts/locales/en/sales-assignment';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { MarkedText } from './marked-text.tsx';
import { salesAssignmentKeys } from './sales-assignment-keys.ts';

const when = (iso: string | null) => (iso ? format(new Date(iso), 'dd/MM/yyyy HH:mm') : '—');

/** The brand's client-app keys: made here (the key shown once), revoked here. */
export function IntakeKeysPanel() {
  const t = useT(enSalesAssignment);
  const { pathname } = useLocation();
  const can = useCan();
  const canChange = can('crm_users.update_crm_users');
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: salesAssignmentKeys.intakeKeys(),
    queryFn: () => call('listIntakeKeys'),
  });
  const [creating, setCreating] = useState(false);
  const [made, setMade] = useState<{ name: string; key: string } | null>(null);
  const [revoking, setRevoking] = useState<TIntakeKey | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: salesAssignmentKeys.intakeKeys() });
  const revoke = useMutation({
    mutationFn: (k: TIntakeKey) => call('revokeIntakeKey', { params: { id: k._id } }),
    onSuccess: (_, k) => {
      toast.success(t('salesAssignment.revoked', { name: k.name }));
      setRevoking(null);
      refresh();
    },
  });

  const columns: ListColumn<TIntakeKey>[] = [
    { id: 'name', label: t('salesAssignment.name'), identity: true, cell: (k) => k.name },
    { id: 'prefix', label: t('salesAssignment.keyStarts'), cell: (k) => <code>{k.prefix}…</code> },
    { id: 'created', label: t('salesAssignment.created'), nowrap: true, cell: (k) => when(k.created_at) },
    { id: 'used', label: t('salesAssignment.lastUsed'), nowrap: true, cell: (k) => when(k.last_used_at) },
    {
      id: 'state',
      label: t('salesAssignment.state'),
      nowrap: true,
      cell: (k) =>
        k.revoked_at ? (
          <span className="sa-off">{t('salesAssignment.revokedAt', { when: when(k.revoked_at) })}</span>
        ) : (
          <span className="sa-on">{t('salesAssignment.live')}</span>
        ),
    },
    ...(canChange
      ? [
          {
            id: 'actions',
            label: t('salesAssignment.actions'),
            sticky: true,
            nowrap: true,
            cell: (k: TIntakeKey) =>
              !k.revoked_at && (
                <button type="button" className="button small danger" onClick={() => setRevoking(k)}>
                  {t('salesAssignment.revoke')}
                </button>
              ),
          },
        ]
      : []),
  ];

  return (
    <section className="sa-section" aria-labelledby="sa-keys">
      <div className="sa-heading">
        <h2 id="sa-keys">{t('salesAssignment.keys')}</h2>
        {canChange && (
          <button type="button" className="button" onClick={() => setCreating(true)}>
            {t('salesAssignment.newKey')}
          </button>
        )}
      </div>
      <p className="muted">
        <MarkedText text={t('salesAssignment.keysIntro')} />
      </p>
      <ListTable
        caption={t('salesAssignment.keysCaption')}
        listId={`${pathname}#keys`}
        columns={columns}
        rows={data}
        rowKey={(k) => k._id}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty={t('salesAssignment.noKeys')}
      />
      {creating && (
        <CreateKeyDialog
          onClose={() => setCreating(false)}
          onMade={(k) => {
            setCreating(false);
            setMade(k);
            refresh();
          }}
        />
      )}
      {made && (
        <Dialog
          title={t('salesAssignment.keyTitle', { name: made.name })}
          onClose={() => setMade(null)}
          onSubmit={() => setMade(null)}
          submitLabel={t('salesAssignment.done2')}
        >
          <p>{t('salesAssignment.copyNow')}</p>
          <div className="sa-key">
            <code data-testid="new-key">{made.key}</code>
            <CopyButton text={made.key} label={t('salesAssignment.copyKey')} />
          </div>
        </Dialog>
      )}
      {revoking && (
        <Dialog
          title={t('salesAssignment.revokeTitle', { name: revoking.name })}
          onClose={() => setRevoking(null)}
          onSubmit={() => revoke.mutate(revoking)}
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
      )}
    </section>
  );
}

function CreateKeyDialog({
  onClose,
  onMade,
}: {
  onClose: () => void;
  onMade: (k: { name: string; key: string }) => void;
}) {
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
