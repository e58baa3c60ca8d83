import type { TClient, TClientPage } from '@crm/contracts';
import type { ListColumn } from '../../components/list/list-column.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { deviceLabel } from './device-label.ts';

/** A row of a clients list: only the fields the column choice asked for (`fields`), and the id. */
export type ClientRow = TClientPage['docs'][number];

type ClientField = keyof TClient;
const USD_COLUMNS = new Set<ClientField>(['ftd_amount_usd', 'total_deposits_usd']);

/** How a field reads: dates in the en-GB style the spec uses for logs, money with its unit. */
export function cellText(field: ClientField, client: Partial<TClient>): string {
  const value = client[field];
  if (value === null || value === undefined) return '—';
  if (field === 'createdAt') return new Date(String(value)).toLocaleDateString('en-GB');
  if (field === 'kyc_status') return String(value).replaceAll('_', ' ');
  if (field === 'country') return String(value).toUpperCase();
  if (field === 'device_type') return deviceLabel(String(value));
  if (USD_COLUMNS.has(field)) return formatMoney(String(value), 'USD');
  return String(value);
}

/** The client id, with the name riding along: on a phone only this column stays in view. */
function IdentityCell({ client }: { client: ClientRow }) {
  return (
    <>
      {cellText('readableId', client)}
      {client.first_name !== undefined && (
        <span className="identity-name">
          {client.first_name} {client.last_name}
        </span>
      )}
    </>
  );
}

const column = (id: ClientField, label: string, extra: Partial<ListColumn<ClientRow>> = {}): ListColumn<ClientRow> => ({
  id,
  label,
  cell: (client) => cellText(id, client),
  ...extra,
});

/** The columns a clients list can show; `id` is the API field, so `fields` selects them server-side. */
export const CLIENT_COLUMNS: readonly ListColumn<ClientRow>[] = [
  column('readableId', 'Client ID', {
    sortKey: 'readableId',
    identity: true,
    cell: (client) => <IdentityCell client={client} />,
  }),
  column('first_name', 'First name'),
  column('last_name', 'Last name', { sortKey: 'last_name' }),
  column('email', 'E-mail', { sortKey: 'email' }),
  column('phone', 'Phone'),
  column('country', 'Country', { sortKey: 'country' }),
  column('kyc_status', 'KYC'),
  column('device_type', 'Device'),
  column('ctrader_id', 'cTrader id'),
  column('live_accounts', 'Live accounts', { numeric: true }),
  column('ftd_amount_usd', 'FTD (USD)', { sortKey: 'ftd_amount_usd', numeric: true }),
  column('total_deposits_usd', 'Deposits (USD)', { sortKey: 'total_deposits_usd', numeric: true }),
  column('createdAt', 'Registered', { sortKey: 'createdAt', nowrap: true }),
];

export const DEFAULT_CLIENT_FIELDS: readonly string[] = [
  'readableId',
  'first_name',
  'last_name',
  'email',
  'country',
  'kyc_status',
  'total_deposits_usd',
  'createdAt',
];
