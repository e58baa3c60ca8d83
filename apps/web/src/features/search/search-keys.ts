/** Spec point 2: what the client search box can search by. */
export const SEARCH_KEYS = [
  { value: 'readableId', label: 'Client ID' },
  { value: 'account', label: 'Account ID' },
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
  { value: 'id', label: 'Internal ID' },
] as const;
export type SearchKey = (typeof SEARCH_KEYS)[number]['value'];

/** Spec: input is debounced by 500 ms; quick search asks for 5 suggestions. */
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_LIMIT = 5;

/** How the matched field is named under a suggestion. */
export const MATCHED_FIELD_LABELS: Record<string, string> = {
  ctrader_id: 'cTrader id',
  mt4_id: 'MT4 id',
  mt5_id: 'MT5 id',
  phone: 'phone',
  id: 'internal id',
  account: 'account',
  readableId: 'client id',
  email: 'email',
  name: 'name',
};
