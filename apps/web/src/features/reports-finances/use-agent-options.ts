import { enReports } from '@crm/contracts/locales/en/reports';
import { NO_SALES_AGENT } from '@crm/contracts/sales-agents';
import { useQuery } from '@tanstack/react-query';
import type { Option } from '../../components/ui/multi-select.tsx';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { staffKeys } from '../staff/staff-keys.ts';

/**
 * The sales agents a report may filter on, as options; undefined (no filter shown) for a user who
 * may not list them: the report itself does not need the list. `wanted` false reads nothing (a
 * list names its agent filter only when it has one). `withUnassigned`: every report also filters on
 * the clients without an agent (`none`).
 */
export function useAgentOptions(wanted = true, withUnassigned = false): readonly Option[] | undefined {
  const t = useT(enReports);
  const can = useCan();
  const allowed = can('crm_users.get_crm_users', 'users.change_sales_assignment');
  const { data } = useQuery({
    queryKey: staffKeys.salesAgents(),
    queryFn: () => call('listSalesAgents'),
    enabled: allowed && wanted,
  });
  if (!allowed || !data) return undefined;
  const agents = data.map((a) => ({ value: a._id, label: `${a.first_name} ${a.last_name}`.trim() || a.email }));
  return withUnassigned ? [...agents, { value: NO_SALES_AGENT, label: t('reports.noSalesAgent') }] : agents;
}
