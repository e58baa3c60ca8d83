import type { TAuditRecord } from '@crm/contracts';
import { enAuditRecord } from '@crm/contracts/locales/en/audit-record';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { auditActionLabel } from '../../lib/format/audit-action.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { ObjectCell, whoOf } from './audit-columns.tsx';
import { auditDiff } from './audit-diff.ts';
import { formatWhen } from './audit-when.ts';

/**
 * One record opened beside the log: its facts, then before and after field by field, changes
 * first marked. Unchanged fields are hidden until asked for, so an edit of one field in a large
 * record reads as one line. The diff stays a table of its own, not the list kit's: each row is headed
 * by its field (docs/ARCHITECTURE.md, "The console kit").
 */
export function RecordPanel({ record: r, onClose }: { record: TAuditRecord; onClose: () => void }) {
  const t = useT(enAuditRecord);
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
        <button type="button" className="icon-button" aria-label={t('auditRecord.close')} onClick={onClose}>
          <X size={16} aria-hidden="true" />
        </button>
      </header>
      <dl className="audit-record-facts">
        <dt>{t('auditRecord.when')}</dt>
        <dd>{formatWhen(r.at)}</dd>
        <dt>{t('auditRecord.who')}</dt>
        <dd>
          {whoOf(r)}
          {r.actor && <span className="muted"> ({r.actor.email})</span>}
        </dd>
        <dt>{t('auditRecord.what')}</dt>
        <dd>
          {auditActionLabel(r.action)} <code>{r.action}</code>
        </dd>
        <dt>{t('auditRecord.on')}</dt>
        <dd>
          <ObjectCell record={r} />
        </dd>
        <dt>{t('auditRecord.from')}</dt>
        <dd>{r.address ?? <span className="muted">{t('auditRecord.notRecorded')}</span>}</dd>
        <dt>{t('auditRecord.request')}</dt>
        <dd>{r.requestId ? <code>{r.requestId}</code> : <span className="muted">{t('auditRecord.none')}</span>}</dd>
      </dl>
      {rows.length === 0 ? (
        <p className="muted">{t('auditRecord.noDetails')}</p>
      ) : (
        <table className="audit-diff">
          <caption>{onlyAfter ? t('auditRecord.details') : t('auditRecord.beforeAfter')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('auditRecord.field')}</th>
              {!onlyAfter && <th scope="col">{t('auditRecord.before')}</th>}
              <th scope="col">{onlyAfter ? t('auditRecord.value') : t('auditRecord.after')}</th>
            </tr>
          </thead>
          <tbody>
            {shownRows.map((d) => (
              <tr key={d.path} className={`audit-diff-${d.change}`}>
                <th scope="row">
                  {d.path}
                  {!onlyAfter && d.change !== 'same' && (
                    <span className="audit-diff-change"> {t(`auditRecord.change.${d.change}`)}</span>
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
          {all ? t('auditRecord.hideUnchanged') : t('auditRecord.showUnchanged', { count: unchanged })}
        </button>
      )}
    </aside>
  );
}
