import type { TStaffSession, TStaffUser } from '@crm/contracts';
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
import { readableAgent } from './readable-agent.ts';
import { fullName } from './staff-name.ts';
import { staffUserKeys } from './staff-user-keys.ts';

const dateTime = (iso: string) => format(new Date(iso), 'dd/MM/yyyy HH:mm');

/** What kind of session it is, for this user's page: their own sign-in, or a view-as either way. */
function kindOf(s: TStaffSession, user: TStaffUser): string {
  if (!s.viewAs) return 'Sign-in';
  if (s.viewAs.viewed._id === user._id) return `View-as by ${s.viewAs.actor.name}`;
  return `Viewing ${s.viewAs.viewed.name}`;
}

/**
 * The staff user's live sessions: where and when each started, until when it runs, view-as
 * sessions marked with who started them; each can be ended, or all at once. An ended session's
 * token is refused from its next call.
 */
export function SessionsTab({ user }: { user: TStaffUser }) {
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
  const failed = (e: unknown) =>
    toast.error(e instanceof ApiError ? e.message : 'Nothing ended: the server could not be reached');
  const endOne = useMutation({
    mutationFn: (sessionId: string) => call('endStaffSession', { params: { id: user._id, sessionId } }),
    onSuccess: () => {
      setConfirming(null);
      after('Session ended');
    },
    onError: failed,
  });
  const endAll = useMutation({
    mutationFn: () => call('endStaffSessions', { params: { id: user._id } }),
    onSuccess: ({ ended }) => {
      setEndingAll(false);
      after(ended === 1 ? 'One session ended' : `${ended} sessions ended`);
    },
    onError: failed,
  });

  const columns: ListColumn<TStaffSession>[] = [
    { id: 'started', label: 'Started', nowrap: true, identity: true, cell: (s) => dateTime(s.createdAt) },
    { id: 'expires', label: 'Expires', nowrap: true, cell: (s) => dateTime(s.expiresAt) },
    { id: 'address', label: 'Address', nowrap: true, cell: (s) => s.ip ?? 'Unknown' },
    {
      id: 'agent',
      label: 'Browser',
      cell: (s) =>
        s.user_agent ? (
          <Tooltip text={s.user_agent}>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the full agent string shows on focus too */}
            <span tabIndex={0} className="staff-user-agent">
              {readableAgent(s.user_agent)}
            </span>
          </Tooltip>
        ) : (
          'Unknown'
        ),
    },
    { id: 'brand', label: 'Brand', nowrap: true, cell: (s) => s.brand },
    {
      id: 'kind',
      label: 'Kind',
      cell: (s) => (
        <>
          {kindOf(s, user)}
          {s.current && <span className="status staff-user-current">this session</span>}
        </>
      ),
    },
    {
      id: 'actions',
      label: 'Actions',
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
              End now
            </button>
            <button type="button" className="button small" onClick={() => setConfirming(null)}>
              Keep
            </button>
          </span>
        ) : (
          <button
            type="button"
            className="button small"
            aria-label={`End the session started ${dateTime(s.createdAt)} from ${s.ip ?? 'an unknown address'}`}
            onClick={() => setConfirming(s._id)}
          >
            End
          </button>
        ),
    },
  ];

  const count = data?.length ?? 0;
  return (
    <div className="staff-user-sessions">
      <div className="list-toolbar">
        <p className="muted">
          Sessions that can still make calls. Ending one signs it out at once; its page asks to sign in again.
        </p>
        <button type="button" className="button danger" disabled={count === 0} onClick={() => setEndingAll(true)}>
          End all sessions
        </button>
      </div>
      <ListTable
        caption={`Live sessions of ${fullName(user)}`}
        listId="staff-user-sessions"
        columns={columns}
        rows={data}
        rowKey={(s) => s._id}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty="No live session: this user is signed out everywhere."
      />
      {endingAll && (
        <Dialog
          title={`End every session of ${fullName(user)}?`}
          submitLabel="End all sessions"
          danger
          busy={endAll.isPending}
          onClose={() => setEndingAll(false)}
          onSubmit={() => endAll.mutate()}
        >
          <p>
            {count === 1 ? 'One session' : `${count} sessions`} end at once, view-as sessions of and by this user
            included. {data?.some((s) => s.current) ? 'Yours is one of them: you will be signed out.' : ''}
          </p>
        </Dialog>
      )}
    </div>
  );
}
