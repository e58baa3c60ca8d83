import {
  type TClient,
  ZChangeEmailRequest,
  ZChangePhoneRequest,
  ZUpdateClientRequest,
  ZUtmsRequest,
} from '@crm/contracts';
import { dialCodeOf } from '@crm/contracts/country-entries';
import { type Fact, FactList } from '../../components/ui/fact-list.tsx';
import { call } from '../../lib/api/call.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { DEFAULT_COUNTRY } from '../../lib/format/default-country.ts';
import { useCan } from '../auth/use-can.ts';
import { DEVICE_OPTIONS } from '../clients/device-label.ts';
import { ClientRibbonsNow } from '../ribbons/client-ribbons-now.tsx';
import { ClientEditForm } from './client-edit-form.tsx';
import { ExtraDetails } from './extra-details.tsx';
import { MarketingConsent } from './marketing-consent.tsx';

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
/** Spec point 9: a phone input starts at the default country's prefix (+357) when the client has no phone. */
const DEFAULT_PHONE = `${dialCodeOf(DEFAULT_COUNTRY)} `;
const DEVICES = [{ value: '', label: 'Unknown' }, ...DEVICE_OPTIONS];
const DEVICE_TYPES = ['win', 'android', 'ios', 'multi'] as const;
/** The stored device as the profile body takes it: one of the four, or none. */
const deviceOf = (stored: string | null) => DEVICE_TYPES.find((d) => d === stored) ?? null;

/** The client's profile and contact details, each group editable on its own with its own permission. */
export function OverviewTab({ client }: { client: TClient }) {
  const can = useCan();
  const editable = can('users.update_user');
  const facts: Fact[] = [
    ['Country', client.country.toUpperCase()],
    ['cTrader id', client.ctrader_id ?? '—'],
    ['MT5 id', client.mt5_id ?? '—'],
    ['Live / demo accounts', `${client.live_accounts} / ${client.demo_accounts}`],
    ['First deposit', client.ftd_amount_usd === null ? '—' : formatMoney(client.ftd_amount_usd, 'USD')],
    ['Deposits', formatMoney(client.total_deposits_usd, 'USD')],
    // Without the right to edit them, e-mail and phone are facts (else their forms below show them).
    ...(editable
      ? []
      : ([
          ['E-mail', client.email],
          ['Phone', client.phone ?? '—'],
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
              title="Profile"
              schema={ZUpdateClientRequest}
              values={{
                first_name: client.first_name,
                last_name: client.last_name,
                country: client.country || DEFAULT_COUNTRY,
                device_type: deviceOf(client.device_type),
              }}
              fields={[
                { name: 'first_name', label: 'First name' },
                { name: 'last_name', label: 'Last name' },
                { name: 'country', label: 'Country', kind: 'country' },
                { name: 'device_type', label: 'Device', options: DEVICES },
              ]}
              save={(body) => call('updateClient', { params, body })}
              submit="Save profile"
              saved="Profile saved"
            />
            <ClientEditForm
              client={client}
              title="Phone"
              schema={ZChangePhoneRequest}
              values={{ phone: client.phone ?? DEFAULT_PHONE }}
              fields={[{ name: 'phone', label: 'Phone', type: 'tel', kind: 'phone' }]}
              save={(body) => call('changePhone', { params, body })}
              submit="Save phone"
              saved="Phone saved"
            />
            <ClientEditForm
              client={client}
              title="E-mail"
              schema={ZChangeEmailRequest}
              values={{ email: client.email }}
              fields={[{ name: 'email', label: 'E-mail', type: 'email' }]}
              save={(body) => call('changeEmail', { params, body })}
              submit="Save e-mail"
              saved="E-mail saved"
            />
          </>
        )}
        {can('users.update_utms') && (
          <ClientEditForm
            client={client}
            title="UTMs"
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
            submit="Save UTMs"
            saved="UTMs saved"
          />
        )}
        <MarketingConsent client={client} />
      </div>
      {can('users.view_user_extra_details') && <ExtraDetails client={client} />}
      {can('ribbons.view_ribbons') && <ClientRibbonsNow clientId={client._id} />}
    </div>
  );
}
