import { useQuery } from '@tanstack/react-query';
import type { Option } from '../../components/ui/multi-select.tsx';
import { call } from '../../lib/api/call.ts';
import { useCan } from '../auth/use-can.ts';
import { staffKeys } from '../staff/staff-keys.ts';

/**
 * The sales agents a report can filter by, for staff who may list them; undefined (no select)
 * for the others: a report's scope is the server's, the select is only a way to narrow it.
 */
export function useAgentOptions(): readonly Option[] | undefined {
  const can = useCan();
  const mayList = can('crm_users.get_crm_users', 'users.change_sales_assignment');
  const { data } = useQuery({
    queryKey: staffKeys.salesAgents(),
    queryFn: () => call('listSalesAgents'),
    enabled: mayList,
  });
  if (!mayList || !data) return undefined;
  return data.map((a) => ({ value: a._id, label: `${a.first_name} ${a.last_name}` }));
}
