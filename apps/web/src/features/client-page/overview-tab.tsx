import {
  type TClient,
  ZChangeEmailRequest,
  ZChangePhoneRequest,
  ZUpdateClientRequest,
  ZUtmsRequest,
} from '@crm/contracts';
import { dialCodeOf } from '@crm/contracts/country-entries';
import { enClientPage } from '@crm/contracts/locales/en/client-page';
import { enClients } from '@crm/contracts/locales/en/clients';
import { useMemo } from 'react';
import { type Fact, FactList } from '../../components/ui/fact-list.tsx';
import { call } from '../../lib/api/call.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { DEFAULT_COUNTRY } from '../../lib/format/default-country.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { deviceOptions } from '../clients/device-label.ts';
import { ClientRibbonsNow } from '../ribbons/client-ribbons-now.tsx';
import { ClientEditForm } from './client-edit-form.tsx';
import { ExtraDetails } from './extra-details.tsx';
import { MarketingConsent } from './marketing-consent.tsx';

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
/** Spec point 9: a phone input starts at the default country's prefix (+357) when the client has no phone. */
const DEFAULT_PHONE = `${dialCodeOf(DEFAULT_COUNTRY)} `;
const DEVICE_TYPES = ['win', 'android', 'ios', 'multi'] as const;
/** The stored device as the profile body takes it: one of the four, or none. */
const deviceOf = (stored: string | null) => DEVICE_TYPES.find((d) => d === stored) ?? null;

/** The client's profile and contact details, each group editable on its own with its own permission. */
export function OverviewTab({ client }: { client: TClient }) {
  const t = useT(enClientPage, enClients);
  const devices = useMemo(() => [{ value: '', label: t('clientPage.deviceUnknown') }, ...deviceOptions(t)], [t]);
  const can = useCan();
  const editable = can('users.update_user');
  const facts: Fact[] = [
    [t('clientPage.fact.country'), client.country.toUpperCase()],
    [t('clientPage.fact.ctrader'), client.ctrader_id ?? '—'],
    [t('clientPage.fact.mt5'), client.mt5_id ?? '—'],
    [t('clientPage.fact.accounts'), `${client.live_accounts} / ${client.demo_accounts}`],
    [
      t('clientPage.fact.firstDeposit'),
      client.ftd_amount_usd === null ? '—' : formatMoney(client.ftd_amount_usd, 'USD'),
    ],
    [t('clientPage.fact.deposits'), formatMoney(client.total_deposits_usd, 'USD')],
    // Without the right to edit them, e-mail and phone are facts (else their forms below show them).
    ...(editable
      ? []
      : ([
          [t('clientPage.fact.email'), client.email],
          [t('clientPage.fact.phone'), client.phone ?? '—'],
        ] as const)),
  ];
  const params = { id: client._id };
  return (
    <div className="overview">
      <FactList facts={facts} />
      <div className="edit-grid">
        {editable && (
          <>
            <ClientEditForm
              client={client}
              title={t('clientPage.profile')}
              schema={ZUpdateClientRequest}
              values={{
                first_name: client.first_name,
                last_name: client.last_name,
                country: client.country || DEFAULT_COUNTRY,
                device_type: deviceOf(client.device_type),
              }}
              fields={[
                { name: 'first_name', label: t('clientPage.firstName') },
                { name: 'last_name', label: t('clientPage.lastName') },
                { name: 'country', label: t('clientPage.country'), kind: 'country' },
                { name: 'device_type', label: t('clientPage.device'), options: devices },
              ]}
              save={(body) => call('updateClient', { params, body })}
              submit={t('clientPage.saveProfile')}
              saved={t('clientPage.profileSaved')}
            />
            <ClientEditForm
              client={client}
              title={t('clientPage.phone')}
              schema={ZChangePhoneRequest}
              values={{ phone: client.phone ?? DEFAULT_PHONE }}
              fields={[{ name: 'phone', label: t('clientPage.phone'), type: 'tel', kind: 'phone' }]}
              save={(body) => call('changePhone', { params, body })}
              submit={t('clientPage.savePhone')}
              saved={t('clientPage.phoneSaved')}
            />
            <ClientEditForm
              client={client}
              title={t('clientPage.email')}
              schema={ZChangeEmailRequest}
              values={{ email: client.email }}
              fields={[{ name: 'email', label: t('clientPage.email'), type: 'email' }]}
              save={(body) => call('changeEmail', { params, body })}
              submit={t('clientPage.saveEmail')}
              saved={t('clientPage.emailSaved')}
            />
          </>
        )}
        {can('users.update_utms') && (
          <ClientEditForm
            client={client}
            title={t('clientPage.utms')}
            schema={ZUtmsRequest}
            values={Object.fromEntries(UTM_KEYS.map((k) => [k, String(client.utms[k] ?? '')]))}
            fields={UTM_KEYS.map((k) => ({ name: k, label: k }))}
            // Blank means "no value": the key is left out rather than stored empty.
            save={(body) =>
              call('changeUtms', {
                params,
                body: Object.fromEntries(UTM_KEYS.filter((k) => body[k]?.trim()).map((k) => [k, body[k]?.trim()])),
              })
            }
            submit={t('clientPage.saveUtms')}
            saved={t('clientPage.utmsSaved')}
          />
        )}
        <MarketingConsent client={client} />
      </div>
      {can('users.view_user_extra_details') && <ExtraDetails client={client} />}
      {can('ribbons.view_ribbons') && <ClientRibbonsNow clientId={client._id} />}
    </div>
  );
}
