import type { TAuditRecord } from '@crm/contracts';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { auditActionLabel } from '../../lib/format/audit-action.ts';
import { ObjectCell, whoOf } from './audit-columns.tsx';
import { auditDiff } from './audit-diff.ts';
import { formatWhen } from './audit-when.ts';

const CHANGE_LABELS = { added: 'added', removed: 'removed', changed: 'changed', same: '' } as const;

/**
 * One record opened beside the log: its facts, then before and after field by field, changes
 * first marked. Unchanged fields are hidden until asked for, so an edit of one field in a large
 * record reads as one line.
 */
export function RecordPanel({ record: r, onClose }: { record: TAuditRecord; onClose: () => void }) {
  const heading = useId();
  const [all, setAll] = useState(false);
  const rows = auditDiff(r.before, r.after);
  const unchanged = rows.filter((d) => d.change === 'same').length;
  const shownRows = all ? rows : rows.filter((d) => d.change !== 'same');
  const onlyAfter = r.before === null || r.before === undefined;
  return (
    <aside className="audit-record" aria-labelledby={heading}>
      <header className="audit-record-head">
        <h2 id={heading}>
          {auditActionLabel(r.action)} <span className="muted">#{r._id}</span>
        </h2>
        <button type="button" className="icon-button" aria-label="Close the record" onClick={onClose}>
          <X size={16} aria-hidden="true" />
        </button>
      </header>
      <dl className="audit-record-facts">
        <dt>When</dt>
        <dd>{formatWhen(r.at)}</dd>
        <dt>Who</dt>
        <dd>
          {whoOf(r)}
          {r.actor && <span className="muted"> ({r.actor.email})</span>}
        </dd>
        <dt>What</dt>
        <dd>
          {auditActionLabel(r.action)} <code>{r.action}</code>
        </dd>
        <dt>On</dt>
        <dd>
          <ObjectCell record={r} />
        </dd>
        <dt>From</dt>
        <dd>{r.address ?? <span className="muted">not recorded</span>}</dd>
        <dt>Request</dt>
        <dd>{r.requestId ? <code>{r.requestId}</code> : <span className="muted">none</span>}</dd>
      </dl>
      {rows.length === 0 ? (
        <p className="muted">The record carries no details.</p>
      ) : (
        <table className="audit-diff">
          <caption>{onlyAfter ? 'Details' : 'Before and after'}</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              {!onlyAfter && <th scope="col">Before</th>}
              <th scope="col">{onlyAfter ? 'Value' : 'After'}</th>
            </tr>
          </thead>
          <tbody>
            {shownRows.map((d) => (
              <tr key={d.path} className={`audit-diff-${d.change}`}>
                <th scope="row">
                  {d.path}
                  {!onlyAfter && CHANGE_LABELS[d.change] && (
                    <span className="audit-diff-change"> {CHANGE_LABELS[d.change]}</span>
                  )}
                </th>
                {!onlyAfter && <td>{d.before ?? '—'}</td>}
                <td>{d.after ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {unchanged > 0 && (
        <button type="button" className="button small" onClick={() => setAll(!all)}>
          {all ? 'Hide unchanged fields' : `Show ${unchanged} unchanged field${unchanged === 1 ? '' : 's'}`}
        </button>
      )}
    </aside>
  );
}
