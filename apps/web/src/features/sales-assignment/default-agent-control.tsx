import type { TRotationAgent } from '@crm/contracts';
import { enSalesAssignment } from '@crm/contracts/locales/en/sales-assignment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { agentName } from './agents-table.tsx';
import { salesAssignmentKeys } from './sales-assignment-keys.ts';

/** The brand's default agent, who takes every new client; "None" lets the rotation decide. */
export function DefaultAgentControl({
  agents,
  defaultAgentId,
}: {
  agents: readonly TRotationAgent[];
  defaultAgentId: string | null;
}) {
  const t = useT(enSalesAssignment);
  const can = useCan();
  const toast = useToast();
  const queryClient = useQueryClient();
  const set = useMutation({
    mutationFn: (agentId: string | null) => call('setDefaultSalesAgent', { body: { agent_id: agentId } }),
    onSuccess: (overview) => {
      queryClient.setQueryData(salesAssignmentKeys.overview(), overview);
      const agent = agents.find((a) => a._id === overview.default_agent_id);
      toast.success(
        agent ? t('salesAssignment.takesAll', { name: agentName(agent) }) : t('salesAssignment.byRotation'),
      );
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : t('salesAssignment.unreachable')),
  });
  return (
    <label className="field sa-default">
      <span>{t('salesAssignment.defaultAgent')}</span>
      <select
        value={defaultAgentId ?? ''}
        disabled={!can('crm_users.update_crm_users') || set.isPending}
        onChange={(e) => set.mutate(e.target.value || null)}
      >
        <option value="">{t('salesAssignment.noDefault')}</option>
        {agents
          .filter((a) => a.active)
          .map((a) => (
            <option key={a._id} value={a._id}>
              {agentName(a)}
            </option>
          ))}
      </select>
    </label>
  );
}
