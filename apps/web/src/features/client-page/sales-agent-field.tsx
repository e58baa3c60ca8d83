import type { TClient } from '@crm/contracts';
import { enClientPage } from '@crm/contracts/locales/en/client-page';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { clientKeys } from '../clients/client-keys.ts';
import { staffKeys } from '../staff/staff-keys.ts';
import { extraDetailsQuery } from './extra-details.tsx';

/**
 * The client's sales agent in the page header: a choice among the brand's sales agents for staff
 * who may reassign (`users.change_sales_assignment`), the name for staff who may read extra details.
 */
export function SalesAgentField({ client }: { client: TClient }) {
  const t = useT(enClientPage);
  const can = useCan();
  const mayChange = can('users.change_sales_assignment');
  const mayRead = can('users.view_user_extra_details');
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const agents = useQuery({
    queryKey: staffKeys.salesAgents(),
    queryFn: () => call('listSalesAgents'),
    enabled: mayChange,
  });
  const details = useQuery({ ...extraDetailsQuery(client._id), enabled: mayRead && !mayChange });
  const assign = useMutation({
    mutationFn: (agentId: string | null) =>
      call('changeSalesAgent', { params: { id: client._id }, body: { sales_agent_id: agentId } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(clientKeys.detail(client._id), saved);
      void queryClient.invalidateQueries({ queryKey: clientKeys.extraDetails(client._id) });
      void queryClient.invalidateQueries({ queryKey: clientKeys.logs(client._id) });
      toast.success(t(saved.sales_agent_id ? 'clientPage.salesAgentAssigned' : 'clientPage.salesAgentRemoved'));
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : t('clientPage.salesAgentFailed')),
  });

  if (mayChange) {
    return (
      <span className="header-field">
        <label htmlFor={id}>{t('clientPage.salesAgent')}</label>
        <select
          id={id}
          value={client.sales_agent_id ?? ''}
          disabled={assign.isPending || !agents.data}
          onChange={(e) => assign.mutate(e.target.value || null)}
        >
          <option value="">{t('clientPage.salesAgentNone')}</option>
          {client.sales_agent_id && agents.data && !agents.data.some((a) => a._id === client.sales_agent_id) && (
            <option value={client.sales_agent_id}>{t('clientPage.salesAgentFormer')}</option>
          )}
          {agents.data?.map((a) => (
            <option key={a._id} value={a._id}>
              {a.first_name} {a.last_name}
            </option>
          ))}
        </select>
      </span>
    );
  }
  if (!mayRead || !details.data) return null;
  const agent = details.data.sales_agent?.name;
  return (
    <span className="muted">
      {agent ? t('clientPage.salesAgentIs', { name: agent }) : t('clientPage.salesAgentIsNone')}
    </span>
  );
}
