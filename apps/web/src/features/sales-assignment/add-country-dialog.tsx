import { type TRotationAgent, ZSalesCountriesRequest } from '@crm/contracts';
import { enAddCountry } from '@crm/contracts/locales/en/add-country';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import type { z } from 'zod';
import { CountryCombobox } from '../../components/ui/country-combobox.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { agentName } from './agents-table.tsx';
import { salesAssignmentKeys } from './sales-assignment-keys.ts';

/**
 * Adds one country to an agent's rotation (`PATCH /dashboard/crmusers/{id}/salescountries`), on the
 * endpoint's schema: the body's list holds the one country chosen.
 */
export default function AddCountryDialog({ agent, onClose }: { agent: TRotationAgent; onClose: () => void }) {
  const t = useT(enAddCountry);
  const form = useContractForm(ZSalesCountriesRequest, { defaultValues: { sales_rotation_countries: [] } });
  const { field } = useController({ control: form.control, name: 'sales_rotation_countries' });
  const country = field.value[0] ?? '';
  const toast = useToast();
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: (body: z.output<typeof ZSalesCountriesRequest>) =>
      call('addSalesCountries', { params: { id: agent._id }, body }),
    onSuccess: (_, body) => {
      const added = body.sales_rotation_countries.map((c) => c.toUpperCase()).join(', ');
      toast.success(t('addCountry.added', { name: agentName(agent), country: added }));
      void queryClient.invalidateQueries({ queryKey: salesAssignmentKeys.overview() });
      onClose();
    },
    onError: (e) => showServerError(form, e, t('addCountry.unreachable')),
  });
  const { errors } = form.formState;
  const error = errors.sales_rotation_countries?.message ?? errors.sales_rotation_countries?.[0]?.message;
  const errorId = useId();
  const submit = form.handleSubmit((body) => add.mutate(body));
  return (
    <Dialog
      title={t('addCountry.title', { name: agentName(agent) })}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={t('addCountry.submit')}
      busy={add.isPending}
      disabled={country === ''}
      error={errors.root?.server?.message}
    >
      {/* The picker labels its own input; its error sits beside it as FormField's would. */}
      <CountryCombobox
        label={t('addCountry.country')}
        value={country}
        onChange={(iso2) => field.onChange(iso2 ? [iso2] : [])}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} role="alert" className="form-error">
          {error}
        </p>
      )}
    </Dialog>
  );
}
