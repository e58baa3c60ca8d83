import { NO_SALES_AGENT, ROTATION_TARGET, type TRotationAgent } from '@crm/contracts';
import { COUNTRY_ENTRIES } from '@crm/contracts/country-entries';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { MultiSelect } from '../../components/ui/multi-select.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { agentName } from './agents-table.tsx';
import { ReassignmentProgress } from './reassignment-progress.tsx';
import { salesAssignmentKeys } from './sales-assignment-keys.ts';

const COUNTRY_OPTIONS = COUNTRY_ENTRIES.map((c) => ({ value: c.iso2, label: c.name }));

/**
 * Bulk reassignment: the clients of one agent (or the unassigned), all or those of some countries,
 * to another agent or back into the rotation. The count comes first; the move asks to confirm it.
 * A move larger than the server's `REASSIGN_SYNC_LIMIT` runs in the background: its progress shows here.
 */
export function ReassignPanel({ agents }: { agents: readonly TRotationAgent[] }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState(ROTATION_TARGET);
  const [countries, setCountries] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [background, setBackground] = useState<string | null>(null);
  const toast = useToast();
  const queryClient = useQueryClient();
  const query = { from, countries: countries.length ? countries.join(',') : undefined };
  const preview = useQuery({
    queryKey: salesAssignmentKeys.preview(query),
    queryFn: () => call('previewReassignment', { query }),
    enabled: from !== '',
  });
  const move = useMutation({
    mutationFn: () => call('reassignClients', { body: { from, to, ...(countries.length ? { countries } : {}) } }),
    onSuccess: (r) => {
      if (r.reassignment) {
        setBackground(r.reassignment._id);
        toast.info(`${r.reassignment.total.toLocaleString('en-GB')} clients are moving in the background`);
      } else toast.success(`${r.moved.toLocaleString('en-GB')} clients moved`);
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: salesAssignmentKeys.all });
    },
  });
  const nameOf = (id: string) =>
    id === NO_SALES_AGENT
      ? 'the unassigned clients'
      : id === ROTATION_TARGET
        ? 'the rotation'
        : agentName(agents.find((a) => a._id === id) ?? { first_name: '?', last_name: '' });
  const count = preview.data?.count;
  const targets = agents.filter((a) => a.active && a._id !== from);
  const ready = from !== '' && to !== from && count !== undefined && count > 0;

  return (
    <section className="sa-section sa-panel" aria-labelledby="sa-move">
      <h2 id="sa-move">Move clients</h2>
      <div className="sa-move-form">
        <label className="field">
          <span>From</span>
          <select value={from} onChange={(e) => setFrom(e.target.value)}>
            <option value="">Choose…</option>
            <option value={NO_SALES_AGENT}>Unassigned clients</option>
            {agents.map((a) => (
              <option key={a._id} value={a._id}>
                {agentName(a)}
                {a.active ? '' : ' (disabled)'}
              </option>
            ))}
          </select>
        </label>
        <div className="field">
          <MultiSelect
            label="Countries (all when none)"
            options={COUNTRY_OPTIONS}
            selected={countries}
            onChange={setCountries}
          />
        </div>
        <label className="field">
          <span>To</span>
          <select value={to} onChange={(e) => setTo(e.target.value)}>
            <option value={ROTATION_TARGET}>Back into the rotation</option>
            {targets.map((a) => (
              <option key={a._id} value={a._id}>
                {agentName(a)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p aria-live="polite" className="sa-preview" data-testid="move-preview">
        {from === ''
          ? 'Choose whose clients to move.'
          : preview.isFetching && count === undefined
            ? 'Counting…'
            : preview.error
              ? preview.error instanceof ApiError
                ? preview.error.message
                : 'Could not count: the server could not be reached'
              : `${(count ?? 0).toLocaleString('en-GB')} clients of ${nameOf(from)}${countries.length ? ` in ${countries.map((c) => c.toUpperCase()).join(', ')}` : ''} would move to ${nameOf(to)}.`}
      </p>
      {background && <ReassignmentProgress key={background} id={background} />}
      <button type="button" className="button" disabled={!ready} onClick={() => setConfirming(true)}>
        Move…
      </button>
      {confirming && (
        <Dialog
          title={`Move ${(count ?? 0).toLocaleString('en-GB')} clients to ${nameOf(to)}?`}
          onClose={() => setConfirming(false)}
          onSubmit={() => move.mutate()}
          submitLabel="Move them"
          busy={move.isPending}
          error={
            move.error
              ? move.error instanceof ApiError
                ? move.error.message
                : 'The server could not be reached'
              : null
          }
        >
          <p>
            The clients of {nameOf(from)}
            {countries.length ? ` in ${countries.map((c) => c.toUpperCase()).join(', ')}` : ''} go to {nameOf(to)}. Each
            move is on the audit log with the clients it took.
          </p>
        </Dialog>
      )}
    </section>
  );
}
