import type { TClient } from '@crm/contracts';
import { enClientPage } from '@crm/contracts/locales/en/client-page';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { clientKeys } from '../clients/client-keys.ts';

export type TExtraDetails = {
  registeredAt: string;
  sales_agent: { _id: string; name: string; email: string } | null;
  first_deposit_at: string | null;
};

export const extraDetailsQuery = (clientId: string) => ({
  queryKey: clientKeys.extraDetails(clientId),
  queryFn: () => call('getExtraDetails', { params: { id: clientId } }),
});

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB') : '—');

/** How the client came and when they first paid (`…/extradetails`, its own permission). */
export function ExtraDetails({ client }: { client: TClient }) {
  const t = useT(enClientPage);
  const { data } = useQuery(extraDetailsQuery(client._id));
  if (!data) return null;
  return (
    <section aria-label={t('clientPage.extraDetails')}>
      <h2>{t('clientPage.extraDetails')}</h2>
      <dl className="facts">
        <div>
          <dt>{t('clientPage.registered')}</dt>
          <dd>{when(data.registeredAt)}</dd>
        </div>
        <div>
          <dt>{t('clientPage.firstDeposit')}</dt>
          <dd>{when(data.first_deposit_at)}</dd>
        </div>
        <div>
          <dt>{t('clientPage.salesAgent')}</dt>
          <dd>{data.sales_agent ? `${data.sales_agent.name} (${data.sales_agent.email})` : t('clientPage.none')}</dd>
        </div>
      </dl>
    </section>
  );
}
