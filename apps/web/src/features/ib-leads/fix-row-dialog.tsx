import { IB_LEAD_FIELDS, type TIbLeadField, type TIbLeadRow } from '@crm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { FormField } from '../../lib/form/form-field.tsx';
import { ibLeadsKeys } from './ib-leads-keys.ts';
import { FIELD_LABELS } from './lead-labels.ts';

/** Edits a row's values; what differs from the file is sent as a fix and the row is checked again. */
export function FixRowDialog({ importId, row, onClose }: { importId: string; row: TIbLeadRow; onClose: () => void }) {
  const [values, setValues] = useState<Partial<Record<TIbLeadField, string>>>(row.values);
  const toast = useToast();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => {
      const changed = Object.fromEntries(
        IB_LEAD_FIELDS.filter((f) => (values[f] ?? '') !== (row.values[f] ?? '')).map((f) => [f, values[f] || null]),
      );
      return call('fixIbLeadRow', { params: { id: importId, line: row.line }, body: { values: changed } });
    },
    onSuccess: (fixed) => {
      toast.success(
        fixed.status === 'ready' ? `Line ${row.line} is ready` : `Line ${row.line} saved; still ${fixed.status}`,
      );
      void queryClient.invalidateQueries({ queryKey: ibLeadsKeys.all });
      onClose();
    },
  });
  const problemOf = (field: TIbLeadField) => row.problems.find((p) => p.field === field)?.message;
  return (
    <Dialog
      title={`Fix line ${row.line}`}
      onClose={onClose}
      onSubmit={() => save.mutate()}
      submitLabel="Save and check"
      busy={save.isPending}
      error={save.error?.message ?? null}
    >
      <div className="ib-fix-grid">
        {IB_LEAD_FIELDS.map((field) => (
          <FormField key={field} label={FIELD_LABELS[field]} error={problemOf(field)}>
            {(control) => (
              <input
                {...control}
                autoComplete="off"
                maxLength={254}
                value={values[field] ?? ''}
                onChange={(e) => setValues({ ...values, [field]: e.target.value })}
              />
            )}
          </FormField>
        ))}
      </div>
    </Dialog>
  );
}
