import { enClientPage } from '@crm/contracts/locales/en/client-page';
import { enClients } from '@crm/contracts/locales/en/clients';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Switch } from '../../components/ui/switch.tsx';
import { call } from '../../lib/api/call.ts';
import { selectedBrand } from '../../lib/auth/stored-user.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { clientKeys } from '../clients/client-keys.ts';
import { addVisited } from '../visited-clients/visited-store.ts';
import { ClientTabs } from './client-tabs.tsx';
import { SalesAgentField } from './sales-agent-field.tsx';

/** One client, for the operator: the header holds what is checked most, tabs hold the rest. */
export default function ClientPage() {
  const t = useT(enClientPage, enClients);
  const { clientId = '' } = useParams();
  const { data: client, error } = useQuery({
    queryKey: clientKeys.detail(clientId),
    queryFn: () => call('getClient', { params: { id: clientId } }),
  });
  const can = useCan();
  const queryClient = useQueryClient();
  const suspend = useMutation({
    mutationFn: (on: boolean) => call('suspendClient', { params: { id: clientId }, body: { suspend: on } }),
    onSuccess: (saved) => queryClient.setQueryData(clientKeys.detail(clientId), saved),
  });

  // Spec point 2: opening a client puts it in the visited-clients bar.
  useEffect(() => {
    const brand = selectedBrand();
    if (client && brand)
      addVisited(brand, {
        _id: client._id,
        readableId: client.readableId,
        name: `${client.first_name} ${client.last_name}`,
      });
  }, [client]);

  if (error) return <p role="alert">{t('clientPage.notOpened')}</p>;
  if (!client) return <p aria-busy="true">{t('clientPage.loading')}</p>;
  return (
    <>
      <header className="client-header">
        <h1>
          {client.readableId} · {client.first_name} {client.last_name}
        </h1>
        <span className={`status status-${client.kyc_status}`}>
          {t('clientPage.kyc', { status: t(`clients.kyc.${client.kyc_status}`) })}
        </span>
        <span>{client.country.toUpperCase()}</span>
        <span className="muted">
          {t('clientPage.since', { date: new Date(client.createdAt).toLocaleDateString('en-GB') })}
        </span>
        <SalesAgentField client={client} />
        {can('users.suspend_user') ? (
          <Switch checked={client.suspended} label={t('clientPage.suspended')} onChange={(on) => suspend.mutate(on)} />
        ) : (
          client.suspended && <span className="status status-rejected">{t('clientPage.suspended')}</span>
        )}
      </header>
      <ClientTabs client={client} />
    </>
  );
}
