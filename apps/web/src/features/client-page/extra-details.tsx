import type { TClient } from '@crm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client.ts';
import { clientKeys } from '../clients/client-keys.ts';

export type TExtraDetails = {
  registeredAt: string;
  sales_agent: { _id: string; name: string; email: string } | null;
  first_deposit_at: string | null;
};

export const extraDetailsQuery = (clientId: string) => ({
  queryKey: clientKeys.extraDetails(clientId),
  queryFn: () => api<TExtraDetails>(`/dashboard/users/${clientId}/extradetails`),
});

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB') : '—');

/** How the client came and when they first paid (`…/extradetails`, its own permission). */
export function ExtraDetails({ client }: { client: TClient }) {
  const { data } = useQuery(extraDetailsQuery(client._id));
  if (!data) return null;
  return (
    <section aria-label="Extra details">
      <h2>Extra details</h2>
      <dl className="facts">
        <div>
          <dt>Registered</dt>
          <dd>{when(data.registeredAt)}</dd>
        </div>
        <div>
          <dt>First deposit</dt>
          <dd>{when(data.first_deposit_at)}</dd>
        </div>
        <div>
          <dt>Sales agent</dt>
          <dd>{data.sales_agent ? `${data.sales_agent.name} (${data.sales_agent.email})` : 'None'}</dd>
        </div>
      </dl>
    </section>
  );
}
