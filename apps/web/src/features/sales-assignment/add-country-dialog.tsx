import type { TRotationAgent } from '@crm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CountryCombobox } from '../../components/ui/country-combobox.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { agentName } from './agents-table.tsx';
import { salesAssignmentKeys } from './sales-assignment-keys.ts';

/** Adds one country to an agent's rotation (`PATCH /dashboard/crmusers/{id}/salescountries`). */
export default function AddCountryDialog({ agent, onClose }: { agent: TRotationAgent; onClose: () => void }) {
  const [country, setCountry] = useState('');
  const toast = useToast();
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: () =>
      call('addSalesCountries', { params: { id: agent._id }, body: { sales_rotation_countries: [country] } }),
    onSuccess: () => {
      toast.success(`${agentName(agent)} now takes clients of ${country.toUpperCase()} in turn`);
      void queryClient.invalidateQueries({ queryKey: salesAssignmentKeys.overview() });
      onClose();
    },
  });
  const error = add.error
    ? add.error instanceof ApiError
      ? add.error.message
      : 'The server could not be reached; nothing changed'
    : null;
  return (
    <Dialog
      title={`Add a rotation country to ${agentName(agent)}`}
      onClose={onClose}
      onSubmit={() => add.mutate()}
      submitLabel="Add"
      busy={add.isPending}
      disabled={country === ''}
      error={error}
    >
      <CountryCombobox label="Country" value={country} onChange={setCountry} />
    </Dialog>
  );
}
