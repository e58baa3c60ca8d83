import type { TClient } from '@crm/contracts';
import { formatMoney } from '../../lib/format/currency.ts';
import { deviceLabel } from './device-label.ts';

/** The columns a clients list can show; `value` is the API field, so `fields` selects them server-side. */
export type ClientColumn = {
  value: keyof TClient;
  label: string;
  sort?: string;
  /** Counts and amounts: right-aligned, tabular figures. */
  numeric?: boolean;
};

const USD_COLUMNS = new Set<keyof TClient>(['ftd_amount_usd', 'total_deposits_usd']);

export const CLIENT_COLUMNS: readonly ClientColumn[] = [
  { value: 'readableId', label: 'Client ID', sort: 'readableId' },
  { value: 'first_name', label: 'First name' },
  { value: 'last_name', label: 'Last name', sort: 'last_name' },
  { value: 'email', label: 'E-mail', sort: 'email' },
  { value: 'phone', label: 'Phone' },
  { value: 'country', label: 'Country', sort: 'country' },
  { value: 'kyc_status', label: 'KYC' },
  { value: 'device_type', label: 'Device' },
  { value: 'ctrader_id', label: 'cTrader id' },
  { value: 'live_accounts', label: 'Live accounts', numeric: true },
  { value: 'ftd_amount_usd', label: 'FTD (USD)', sort: 'ftd_amount_usd', numeric: true },
  { value: 'total_deposits_usd', label: 'Deposits (USD)', sort: 'total_deposits_usd', numeric: true },
  { value: 'createdAt', label: 'Registered', sort: 'createdAt' },
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

/** How a cell reads: dates in the en-GB style the spec uses for logs, money with its unit. */
export function cellText(column: ClientColumn, client: Partial<TClient>): string {
  const value = client[column.value];
  if (value === null || value === undefined) return '—';
  if (column.value === 'createdAt') return new Date(String(value)).toLocaleDateString('en-GB');
  if (column.value === 'kyc_status') return String(value).replaceAll('_', ' ');
  if (column.value === 'country') return String(value).toUpperCase();
  if (column.value === 'device_type') return deviceLabel(String(value));
  if (USD_COLUMNS.has(column.value)) return formatMoney(String(value), 'USD');
  return String(value);
}
