import {
  NO_SALES_AGENT,
  ROTATION_TARGET,
  type TReassignRequest,
  type TRotationAgent,
  ZReassignRequest,
} from '@crm/contracts';
import { COUNTRY_ENTRIES } from '@crm/contracts/country-entries';
import { enReassign } from '@crm/contracts/locales/en/reassign';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '../../components/ui/dialog.tsx';
import { MultiSelect } from '../../components/ui/multi-select.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { FormError } from '../../lib/form/form-error.tsx';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { agentName } from './agents-table.tsx';
import { ReassignmentProgress } from './reassignment-progress.tsx';
import { salesAssignmentKeys } from './sales-assignment-keys.ts';

type Values = z.input<typeof ZReassignRequest>;

const COUNTRY_OPTIONS = COUNTRY_ENTRIES.map((c) => ({ value: c.iso2, label: c.name }));
const n = (count: number) => count.toLocaleString('en-GB');
const codesOf = (countries: readonly string[]) => countries.map((c) => c.toUpperCase()).join(', ');

/** No countries chosen means every country: the body then names none. */
function bodyOf({ countries, ...move }: TReassignRequest): TReassignRequest {
  return countries?.length ? { ...move, countries } : move;
}

/**
 * Bulk reassignment on the reassign endpoint's schema: the clients of one agent (or the unassigned),
 * all or those of some countries, to another agent or back into the rotation. The count comes first;
 * the move asks to confirm it, and a refusal lands on the field it names. A move larger than the
 * server's `REASSIGN_SYNC_LIMIT` runs in the background: its progress shows here.
 */
export function ReassignPanel({ agents }: { agents: readonly TRotationAgent[] }) {
  const t = useT(enReassign);
  const form = useContractForm(ZReassignRequest, {
    defaultValues: { from: '', to: ROTATION_TARGET, countries: [] } satisfies Values,
  });
  const countriesField = useController({ control: form.control, name: 'countries' });
  const [pending, setPending] = useState<TReassignRequest | null>(null);
  const [background, setBackground] = useState<string | null>(null);
  const toast = useToast();
  const queryClient = useQueryClient();
  const from = form.watch('from');
  const to = form.watch('to');
  const countries = form.watch('countries') ?? [];
  const query = { from, countries: countries.length ? countries.join(',') : undefined };
  const preview = useQuery({
    queryKey: salesAssignmentKeys.preview(query),
    queryFn: () => call('previewReassignment', { query }),
    enabled: from !== '',
  });
  const move = useMutation({
    mutationFn: (body: TReassignRequest) => call('reassignClients', { body }),
    onSuccess: (r) => {
      if (r.reassignment) {
        setBackground(r.reassignment._id);
        toast.info(t('reassign.background', { count: r.reassignment.total, n: n(r.reassignment.total) }));
      } else toast.success(t('reassign.moved', { count: r.moved, n: n(r.moved) }));
      setPending(null);
      void queryClient.invalidateQueries({ queryKey: salesAssignmentKeys.all });
    },
    onError: (e) => {
      setPending(null);
      showServerError(form, e, t('reassign.unreachable'));
    },
  });
  const nameOf = (id: string) =>
    id === NO_SALES_AGENT
      ? t('reassign.unassigned')
      : id === ROTATION_TARGET
        ? t('reassign.rotation')
        : agentName(agents.find((a) => a._id === id) ?? { first_name: '?', last_name: '' });
  const count = preview.data?.count;
  const targets = agents.filter((a) => a.active && a._id !== from);
  const ready = from !== '' && to !== from && count !== undefined && count > 0;
  const { errors } = form.formState;
  const words = (move: Pick<TReassignRequest, 'from' | 'to' | 'countries'>) => ({
    from: nameOf(move.from),
    to: nameOf(move.to),
    countries: codesOf(move.countries ?? []),
  });

  return (
    <section className="sa-section sa-panel" aria-labelledby="sa-move">
      <h2 id="sa-move">{t('reassign.title')}</h2>
      <form onSubmit={form.handleSubmit((body) => setPending(bodyOf(body)))} noValidate>
        <div className="sa-move-form">
          <FormField label={t('reassign.from')} error={errors.from?.message}>
            {(control) => (
              <select {...control} {...form.register('from')}>
                <option value="">{t('reassign.choose')}</option>
                <option value={NO_SALES_AGENT}>{t('reassign.unassignedOption')}</option>
                {agents.map((a) => (
                  <option key={a._id} value={a._id}>
                    {a.active ? agentName(a) : t('reassign.disabledAgent', { name: agentName(a) })}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <div className="field">
            <MultiSelect
              label={t('reassign.countries')}
              options={COUNTRY_OPTIONS}
              selected={countries}
              onChange={countriesField.field.onChange}
            />
            {errors.countries?.message && (
              <p role="alert" className="form-error">
                {errors.countries.message}
              </p>
            )}
          </div>
          <FormField label={t('reassign.to')} error={errors.to?.message}>
            {(control) => (
              <select {...control} {...form.register('to')}>
                <option value={ROTATION_TARGET}>{t('reassign.toRotation')}</option>
                {targets.map((a) => (
                  <option key={a._id} value={a._id}>
                    {agentName(a)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <p aria-live="polite" className="sa-preview" data-testid="move-preview">
          {from === ''
            ? t('reassign.chooseFrom')
            : preview.isFetching && count === undefined
              ? t('reassign.counting')
              : preview.error
                ? preview.error instanceof ApiError
                  ? preview.error.message
                  : t('reassign.countUnreachable')
                : t(countries.length ? 'reassign.previewIn' : 'reassign.preview', {
                    count: count ?? 0,
                    n: n(count ?? 0),
                    ...words({ from, to, countries }),
                  })}
        </p>
        <FormError message={errors.root?.server?.message} />
        {background && <ReassignmentProgress key={background} id={background} />}
        <button type="submit" className="button" disabled={!ready}>
          {t('reassign.move')}
        </button>
      </form>
      {pending && (
        <Dialog
          title={t('reassign.confirmTitle', { count: count ?? 0, n: n(count ?? 0), to: nameOf(pending.to) })}
          onClose={() => setPending(null)}
          onSubmit={() => move.mutate(pending)}
          submitLabel={t('reassign.confirm')}
          busy={move.isPending}
        >
          <p>{t(pending.countries ? 'reassign.confirmTextIn' : 'reassign.confirmText', words(pending))}</p>
        </Dialog>
      )}
    </section>
  );
}
