import { IB_LEAD_FIELDS, IB_LEAD_REQUIRED_FIELDS, type TIbLeadImport, type TIbLeadMapping } from '@crm/contracts';
import { enIbLeads } from '@crm/contracts/locales/en/ib-leads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { ibLeadsKeys } from './ib-leads-keys.ts';
import { fieldLabelKey } from './lead-labels.ts';

/** Which column each field is read from, as guessed from the headers; saving checks every row again. */
export function MappingEditor({ found }: { found: TIbLeadImport }) {
  const t = useT(enIbLeads);
  const [mapping, setMapping] = useState<TIbLeadMapping>(found.mapping);
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => call('setIbLeadMapping', { params: { id: found._id }, body: { mapping } }),
    onSuccess: () => {
      toast.success(t('ibLeads.mapping.saved'));
      void queryClient.invalidateQueries({ queryKey: ibLeadsKeys.all });
    },
  });
  const refusal = save.error instanceof ApiError ? save.error : null;
  const editable = found.status === 'previewing';
  const changed = JSON.stringify(mapping) !== JSON.stringify(found.mapping);
  return (
    <details className="ib-panel ib-mapping" open={editable}>
      <summary>{t('ibLeads.mapping.title')}</summary>
      <div className="ib-mapping-grid">
        {IB_LEAD_FIELDS.map((field) => {
          const detail = refusal?.details?.find((d) => d.path === `mapping.${field}`);
          return (
            <div key={field} className="field">
              <label htmlFor={`${id}-${field}`}>
                {t(fieldLabelKey(field))}
                {IB_LEAD_REQUIRED_FIELDS.includes(field) ? ' *' : ''}
              </label>
              <select
                id={`${id}-${field}`}
                disabled={!editable}
                value={mapping[field] ?? ''}
                aria-invalid={Boolean(detail)}
                onChange={(e) =>
                  setMapping({ ...mapping, [field]: e.target.value === '' ? null : Number(e.target.value) })
                }
              >
                <option value="">{t('ibLeads.mapping.notInFile')}</option>
                {found.headers.map((header, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions; two may share a header
                  <option key={column} value={column}>
                    {header || t('ibLeads.mapping.column', { number: column + 1 })}
                  </option>
                ))}
              </select>
              {detail && (
                <p role="alert" className="form-error">
                  {detail.message}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {editable && (
        <div className="ib-actions">
          <button type="button" className="button" disabled={!changed || save.isPending} onClick={() => save.mutate()}>
            {save.isPending ? t('ibLeads.mapping.checking') : t('ibLeads.mapping.save')}
          </button>
          {save.error && !refusal?.details?.length && (
            <p role="alert" className="form-error">
              {save.error.message}
            </p>
          )}
        </div>
      )}
    </details>
  );
}
