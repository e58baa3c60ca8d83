import type { TClient, TClientPage } from '@crm/contracts';
import type { enClients } from '@crm/contracts/locales/en/clients';
import type { ListColumn } from '../../components/list/list-column.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import type { TTranslateOf } from '../../lib/i18n/use-t.ts';
import { deviceLabel, deviceText } from './device-label.ts';

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

type ClientsT = TTranslateOf<typeof enClients>;

/** The fields a clients list can show, in the table's order; `id` is the API field, so `fields` selects them server-side. */
const CLIENT_FIELDS = [
  'readableId',
  'first_name',
  'last_name',
  'email',
  'phone',
  'country',
  'kyc_status',
  'device_type',
  'ctrader_id',
  'live_accounts',
  'ftd_amount_usd',
  'total_deposits_usd',
  'createdAt',
] as const satisfies readonly ClientField[];

/** What each column adds to a plain text cell: its sort, its alignment, a cell in the console's words. */
function extraOf(id: (typeof CLIENT_FIELDS)[number], t: ClientsT): Partial<ListColumn<ClientRow>> {
  switch (id) {
    case 'readableId':
      return { sortKey: 'readableId', identity: true, cell: (client) => <IdentityCell client={client} /> };
    case 'last_name':
    case 'email':
    case 'country':
      return { sortKey: id };
    case 'kyc_status':
      return { cell: (client) => (client.kyc_status ? t(`clients.kyc.${client.kyc_status}`) : '—') };
    case 'device_type':
      return { cell: (client) => (client.device_type ? deviceText(client.device_type, t) : '—') };
    case 'live_accounts':
      return { numeric: true };
    case 'ftd_amount_usd':
    case 'total_deposits_usd':
      return { sortKey: id, numeric: true };
    case 'createdAt':
      return { sortKey: 'createdAt', nowrap: true };
    default:
      return {};
  }
}

/** The columns a clients list can show, labelled in the console's language. */
export const clientColumns = (t: ClientsT): readonly ListColumn<ClientRow>[] =>
  CLIENT_FIELDS.map((id) => ({
    id,
    label: t(`clients.column.${id}`),
    cell: (client: ClientRow) => cellText(id, client),
    ...extraOf(id, t),
  }));

/** The fields in the table's order, for the export (its file keeps the API's field names). */
export const CLIENT_FIELD_ORDER: readonly string[] = CLIENT_FIELDS;

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
