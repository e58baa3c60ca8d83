import type { TFilterOperator } from './filters.ts';

/** Spec point 3 "Client filter definition"; `name` is the field key used in `filters`. */
export const FILTER_VALUE_TYPES = ['boolean', 'string', 'number', 'date'] as const;
export const FILTER_INPUT_TYPES = ['select', 'multi', 'number', 'date'] as const;

/** The fields the client list filters on: the server's map from filter to SQL covers exactly these. */
export const CLIENT_FILTER_FIELDS = [
  'kyc_approved',
  'device_type',
  'live_accounts',
  'demo_accounts',
  'ftd_amount_usd',
  'from_date',
  'to_date',
  'total_deposits_usd',
  'country',
] as const;
export type TClientFilterField = (typeof CLIENT_FILTER_FIELDS)[number];

/** A filter definition of a list whose field names are the union `F`. */
export type TFilterDefinition<F extends string = string> = {
  name: F;
  label: string;
  type: (typeof FILTER_VALUE_TYPES)[number];
  operators: readonly TFilterOperator[];
  /** Allowed values, when the filter offers a fixed list; the country list comes from the countries catalogue. */
  values: readonly string[];
  inputType: (typeof FILTER_INPUT_TYPES)[number];
};
export type TClientFilterDefinition = TFilterDefinition<TClientFilterField>;

const COMPARE: readonly TFilterOperator[] = ['eq', 'gt', 'gte', 'lt', 'lte'];
const ACCOUNT_COUNTS = ['1', '2', '3', '4', '5', '6', '7', '8'];

/** Spec point 9: the client filters, served by `GET /dashboard/users/filters`. */
export const CLIENT_FILTERS: readonly TClientFilterDefinition[] = [
  {
    name: 'kyc_approved',
    label: 'KYC Approved',
    type: 'boolean',
    operators: ['eq'],
    values: ['true', 'false'],
    inputType: 'select',
  },
  {
    name: 'device_type',
    label: 'Device Type',
    type: 'string',
    operators: ['eq', 'ne'],
    values: ['win', 'android', 'ios', 'multi'],
    inputType: 'multi',
  },
  {
    name: 'live_accounts',
    label: 'Live Accounts',
    type: 'number',
    operators: COMPARE,
    values: ACCOUNT_COUNTS,
    inputType: 'select',
  },
  {
    name: 'demo_accounts',
    label: 'Demo Accounts',
    type: 'number',
    operators: COMPARE,
    values: ACCOUNT_COUNTS,
    inputType: 'select',
  },
  {
    name: 'ftd_amount_usd',
    label: 'First Time Deposit Amount in USD',
    type: 'number',
    operators: COMPARE,
    values: [],
    inputType: 'number',
  },
  { name: 'from_date', label: 'From Date', type: 'date', operators: ['gte'], values: [], inputType: 'date' },
  { name: 'to_date', label: 'To Date', type: 'date', operators: ['lte'], values: [], inputType: 'date' },
  {
    name: 'total_deposits_usd',
    label: 'User Deposits',
    type: 'number',
    operators: ['gt', 'gte', 'lt', 'lte'],
    values: ['100', '1000', '10000', '100000'],
    inputType: 'select',
  },
  // "is in": several countries joined with `|` under `eq`.
  { name: 'country', label: 'Country', type: 'string', operators: ['eq'], values: [], inputType: 'multi' },
];

/** Spec point 5: mobile platform labels as device types. */
export const DEVICE_LABELS: Record<string, string> = { Android: 'android', iOS: 'iOS', Windows: 'win' };
