import { type TCreateIntakeKeyRequest, type TIntakeKey, ZCreateIntakeKeyRequest } from '@crm/contracts';
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
import { useCan } from '../auth/use-can.ts';
import { salesAssignmentKeys } from './sales-assignment-keys.ts';

const when = (iso: string | null) => (iso ? format(new Date(iso), 'dd/MM/yyyy HH:mm') : '—');

/** The brand's client-app keys: made here (the key shown once), revoked here. */
export function IntakeKeysPanel() {
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
      toast.success(`Key “${k.name}” revoked: it no longer registers clients`);
      setRevoking(null);
      refresh();
    },
  });

  const columns: ListColumn<TIntakeKey>[] = [
    { id: 'name', label: 'Name', identity: true, cell: (k) => k.name },
    { id: 'prefix', label: 'Key starts', cell: (k) => <code>{k.prefix}…</code> },
    { id: 'created', label: 'Created', nowrap: true, cell: (k) => when(k.created_at) },
    { id: 'used', label: 'Last used', nowrap: true, cell: (k) => when(k.last_used_at) },
    {
      id: 'state',
      label: 'State',
      nowrap: true,
      cell: (k) =>
        k.revoked_at ? (
          <span className="sa-off">Revoked {when(k.revoked_at)}</span>
        ) : (
          <span className="sa-on">Live</span>
        ),
    },
    ...(canChange
      ? [
          {
            id: 'actions',
            label: 'Actions',
            sticky: true,
            nowrap: true,
            cell: (k: TIntakeKey) =>
              !k.revoked_at && (
                <button type="button" className="button small danger" onClick={() => setRevoking(k)}>
                  Revoke
                </button>
              ),
          },
        ]
      : []),
  ];

  return (
    <section className="sa-section" aria-labelledby="sa-keys">
      <div className="sa-heading">
        <h2 id="sa-keys">Client app keys</h2>
        {canChange && (
          <button type="button" className="button" onClick={() => setCreating(true)}>
            New key
          </button>
        )}
      </div>
      <p className="muted">
        The brokerage’s client app sends each sign-up to <code>POST /api/clients/register</code> with one of these keys
        (<code>Authorization: Bearer &lt;key&gt;</code>). Only a fingerprint of each key is kept: a key is shown once,
        when it is made.
      </p>
      <ListTable
        caption="Client app keys of this brand"
        listId={`${pathname}#keys`}
        columns={columns}
        rows={data}
        rowKey={(k) => k._id}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty="No keys yet: the client app cannot register clients in this brand."
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
          title={`Key “${made.name}”`}
          onClose={() => setMade(null)}
          onSubmit={() => setMade(null)}
          submitLabel="Done"
        >
          <p>Copy the key now and give it to the client app. It is not shown again.</p>
          <div className="sa-key">
            <code data-testid="new-key">{made.key}</code>
            <CopyButton text={made.key} label="Copy the key" />
          </div>
        </Dialog>
      )}
      {revoking && (
        <Dialog
          title={`Revoke the key “${revoking.name}”?`}
          onClose={() => setRevoking(null)}
          onSubmit={() => revoke.mutate(revoking)}
          submitLabel="Revoke"
          danger
          busy={revoke.isPending}
          error={
            revoke.error
              ? revoke.error instanceof ApiError
                ? revoke.error.message
                : 'Could not reach the server'
              : null
          }
        >
          <p>The client app’s registrations with this key are refused from now on. This cannot be undone.</p>
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
  const form = useContractForm(ZCreateIntakeKeyRequest, { defaultValues: { name: '' } });
  const create = useMutation({
    mutationFn: (body: TCreateIntakeKeyRequest) => call('createIntakeKey', { body }),
    onSuccess: (k) => onMade({ name: k.name, key: k.key }),
    onError: (e) => showServerError(form, e, 'The server could not be reached; no key was made'),
  });
  const { errors } = form.formState;
  return (
    <Dialog
      title="New client app key"
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((body) => create.mutate(body))()}
      submitLabel="Make the key"
      busy={create.isPending}
      error={errors.root?.server?.message}
    >
      <FormField label="Name" error={errors.name?.message}>
        {(control) => <input {...control} {...form.register('name')} placeholder="e.g. iOS app, web sign-up" />}
      </FormField>
    </Dialog>
  );
}
