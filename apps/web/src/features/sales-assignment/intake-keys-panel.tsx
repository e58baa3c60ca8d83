import type { TIntakeKey } from '@crm/contracts';
import { enSalesAssignment } from '@crm/contracts/locales/en/sales-assignment';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { lazyDialog } from '../../components/ui/lazy-dialog.tsx';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import type { TMadeKey } from './intake-key-dialogs.tsx';
import { MarkedText } from './marked-text.tsx';
import { salesAssignmentKeys } from './sales-assignment-keys.ts';

const CreateKeyDialog = lazyDialog(() => import('./intake-key-dialogs.tsx').then((m) => m.CreateKeyDialog));
const NewKeyDialog = lazyDialog(() => import('./intake-key-dialogs.tsx').then((m) => m.NewKeyDialog));
const RevokeKeyDialog = lazyDialog(() => import('./intake-key-dialogs.tsx').then((m) => m.RevokeKeyDialog));

const when = (iso: string | null) => (iso ? format(new Date(iso), 'dd/MM/yyyy HH:mm') : '—');

/** The brand's client-app keys: made here (the key shown once), revoked here. */
export function IntakeKeysPanel() {
  const t = useT(enSalesAssignment);
  const { pathname } = useLocation();
  const can = useCan();
  const canChange = can('crm_users.update_crm_users');
  const queryClient = useQueryClient();
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: salesAssignmentKeys.intakeKeys(),
    queryFn: () => call('listIntakeKeys'),
  });
  const [creating, setCreating] = useState(false);
  const [made, setMade] = useState<TMadeKey | null>(null);
  const [revoking, setRevoking] = useState<TIntakeKey | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: salesAssignmentKeys.intakeKeys() });

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
      {made && <NewKeyDialog made={made} onClose={() => setMade(null)} />}
      {revoking && (
        <RevokeKeyDialog
          intakeKey={revoking}
          onClose={() => setRevoking(null)}
          onRevoked={() => {
            setRevoking(null);
            refresh();
          }}
        />
      )}
    </section>
  );
}
