import type { TStaffSession, TStaffUser } from '@crm/contracts';
import { enStaffUser } from '@crm/contracts/locales/en/staff-user';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState } from 'react';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';
import { readableAgent } from './readable-agent.ts';
import { fullName } from './staff-name.ts';
import { staffUserKeys } from './staff-user-keys.ts';

const dateTime = (iso: string) => format(new Date(iso), 'dd/MM/yyyy HH:mm');

/** What kind of session it is, for this user's page: their own sign-in, or a view-as either way. */
function kindOf(t: TTranslateOf<typeof enStaffUser>, s: TStaffSession, user: TStaffUser): string {
  if (!s.viewAs) return t('staffUser.signIn');
  if (s.viewAs.viewed._id === user._id) return t('staffUser.viewAsBy', { name: s.viewAs.actor.name });
  return t('staffUser.viewing', { name: s.viewAs.viewed.name });
}

/**
 * The staff user's live sessions: where and when each started, until when it runs, view-as
 * sessions marked with who started them; each can be ended, or all at once. An ended session's
 * token is refused from its next call.
 */
export function SessionsTab({ user }: { user: TStaffUser }) {
  const t = useT(enStaffUser);
  const agentWords = {
    unknown: t('staffUser.unknown'),
    other: t('staffUser.agentOther'),
    on: (browser: string, system: string) => t('staffUser.agentOn', { browser, system }),
  };
  const toast = useToast();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [endingAll, setEndingAll] = useState(false);
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: staffUserKeys.sessions(user._id),
    queryFn: () => call('listStaffSessions', { params: { id: user._id } }),
  });
  const after = (message: string) => {
    toast.success(message);
    void queryClient.invalidateQueries({ queryKey: staffUserKeys.sessions(user._id) });
    void queryClient.invalidateQueries({ queryKey: staffUserKeys.activity(user._id) });
  };
  const failed = (e: unknown) => toast.error(e instanceof ApiError ? e.message : t('staffUser.nothingEnded'));
  const endOne = useMutation({
    mutationFn: (sessionId: string) => call('endStaffSession', { params: { id: user._id, sessionId } }),
    onSuccess: () => {
      setConfirming(null);
      after(t('staffUser.sessionEnded'));
    },
    onError: failed,
  });
  const endAll = useMutation({
    mutationFn: () => call('endStaffSessions', { params: { id: user._id } }),
    onSuccess: ({ ended }) => {
      setEndingAll(false);
      after(t('staffUser.sessionsEnded', { count: ended }));
    },
    onError: failed,
  });

  const columns: ListColumn<TStaffSession>[] = [
    { id: 'started', label: t('staffUser.started'), nowrap: true, identity: true, cell: (s) => dateTime(s.createdAt) },
    { id: 'expires', label: t('staffUser.expires'), nowrap: true, cell: (s) => dateTime(s.expiresAt) },
    { id: 'address', label: t('staffUser.address'), nowrap: true, cell: (s) => s.ip ?? t('staffUser.unknown') },
    {
      id: 'agent',
      label: t('staffUser.browser'),
      cell: (s) =>
        s.user_agent ? (
          <Tooltip text={s.user_agent}>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the full agent string shows on focus too */}
            <span tabIndex={0} className="staff-user-agent">
              {readableAgent(s.user_agent, agentWords)}
            </span>
          </Tooltip>
        ) : (
          t('staffUser.unknown')
        ),
    },
    { id: 'brand', label: t('staffUser.brand'), nowrap: true, cell: (s) => s.brand },
    {
      id: 'kind',
      label: t('staffUser.kind'),
      cell: (s) => (
        <>
          {kindOf(t, s, user)}
          {s.current && <span className="status staff-user-current">{t('staffUser.thisSession')}</span>}
        </>
      ),
    },
    {
      id: 'actions',
      label: t('staffUser.actions'),
      nowrap: true,
      sticky: true,
      cell: (s) =>
        confirming === s._id ? (
          <span className="row-actions">
            <button
              type="button"
              className="button small danger"
              disabled={endOne.isPending}
              onClick={() => endOne.mutate(s._id)}
            >
              {t('staffUser.endNow')}
            </button>
            <button type="button" className="button small" onClick={() => setConfirming(null)}>
              {t('staffUser.keep')}
            </button>
          </span>
        ) : (
          <button
            type="button"
            className="button small"
            aria-label={t('staffUser.endLabel', {
              when: dateTime(s.createdAt),
              address: s.ip ?? t('staffUser.unknownAddress'),
            })}
            onClick={() => setConfirming(s._id)}
          >
            {t('staffUser.end')}
          </button>
        ),
    },
  ];

  const count = data?.length ?? 0;
  return (
    <div className="staff-user-sessions">
      <div className="list-toolbar">
        <p className="muted">{t('staffUser.sessionsIntro')}</p>
        <button type="button" className="button danger" disabled={count === 0} onClick={() => setEndingAll(true)}>
          {t('staffUser.endAll')}
        </button>
      </div>
      <ListTable
        caption={t('staffUser.sessionsCaption', { name: fullName(user) })}
        listId="staff-user-sessions"
        columns={columns}
        rows={data}
        rowKey={(s) => s._id}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty={t('staffUser.noSession')}
      />
      {endingAll && (
        <Dialog
          title={t('staffUser.endAllTitle', { name: fullName(user) })}
          submitLabel={t('staffUser.endAll')}
          danger
          busy={endAll.isPending}
          onClose={() => setEndingAll(false)}
          onSubmit={() => endAll.mutate()}
        >
          <p>
            {t('staffUser.endAllBody', { count })} {data?.some((s) => s.current) ? t('staffUser.yoursToo') : ''}
          </p>
        </Dialog>
      )}
    </div>
  );
}
