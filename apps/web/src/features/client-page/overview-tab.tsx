import type { TClient } from '@crm/contracts';
import { formatMoney } from '../../lib/format/currency.ts';
import { DEFAULT_COUNTRY, dialCodeOf } from '../../lib/format/default-country.ts';
import { useCan } from '../auth/use-can.ts';
import { DEVICE_OPTIONS } from '../clients/device-label.ts';
import { ClientEditForm } from './client-edit-form.tsx';
import { ExtraDetails } from './extra-details.tsx';

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
/** Spec point 9: a phone input starts at the default country's prefix (+357) when the client has no phone. */
const DEFAULT_PHONE = `${dialCodeOf(DEFAULT_COUNTRY)} `;
const DEVICES = [{ value: '', label: 'Unknown' }, ...DEVICE_OPTIONS];

/** The client's profile and contact details, each group editable on its own with its own permission. */
export function OverviewTab({ client }: { client: TClient }) {
  const can = useCan();
  const facts: [string, string][] = [
    ['Country', client.country.toUpperCase()],
    ['cTrader id', client.ctrader_id ?? '—'],
    ['MT5 id', client.mt5_id ?? '—'],
    ['Live / demo accounts', `${client.live_accounts} / ${client.demo_accounts}`],
    ['First deposit', client.ftd_amount_usd === null ? '—' : formatMoney(client.ftd_amount_usd, 'USD')],
    ['Deposits', formatMoney(client.total_deposits_usd, 'USD')],
  ];
  const editable = can('users.update_user');
  return (
    <div className="overview">
      <dl className="facts">
        {facts.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
        {!editable && (
          <>
            <div>
              <dt>E-mail</dt>
              <dd>{client.email}</dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>{client.phone ?? '—'}</dd>
            </div>
          </>
        )}
      </dl>
      <div className="edit-grid">
        {editable && (
          <>
            <ClientEditForm
              client={client}
              title="Profile"
              call=""
              fields={[
                { name: 'first_name', label: 'First name', value: client.first_name },
                { name: 'last_name', label: 'Last name', value: client.last_name },
                { name: 'device_type', label: 'Device', value: client.device_type ?? '', options: DEVICES },
              ]}
              bodyOf={(v) => ({ first_name: v.first_name, last_name: v.last_name, device_type: v.device_type || null })}
              submit="Save profile"
              saved="Profile saved"
            />
            <ClientEditForm
              client={client}
              title="Phone"
              call="changephone"
              fields={[{ name: 'phone', label: 'Phone', value: client.phone ?? DEFAULT_PHONE, type: 'tel' }]}
              bodyOf={(v) => ({ phone: v.phone })}
              submit="Save phone"
              saved="Phone saved"
            />
            <ClientEditForm
              client={client}
              title="E-mail"
              call="changeEmail"
              fields={[{ name: 'email', label: 'E-mail', value: client.email, type: 'email' }]}
              bodyOf={(v) => ({ email: v.email })}
              submit="Save e-mail"
              saved="E-mail saved"
            />
          </>
        )}
        {can('users.update_utms') && (
          <ClientEditForm
            client={client}
            title="UTMs"
            call="utms"
            fields={UTM_KEYS.map((k) => ({ name: k, label: k, value: String(client.utms[k] ?? '') }))}
            // Blank means "no value": the key is left out rather than stored empty.
            bodyOf={(v) => Object.fromEntries(UTM_KEYS.filter((k) => v[k]?.trim()).map((k) => [k, v[k]?.trim()]))}
            submit="Save UTMs"
            saved="UTMs saved"
          />
        )}
      </div>
      {can('users.view_user_extra_details') && <ExtraDetails client={client} />}
    </div>
  );
}
