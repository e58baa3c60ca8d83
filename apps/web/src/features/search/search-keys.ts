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

/** The fields a suggestion can have matched on, each named under it (`clientSearch.matched.<field>`). */
export const MATCHED_FIELDS = [
  'ctrader_id',
  'mt4_id',
  'mt5_id',
  'phone',
  'id',
  'account',
  'readableId',
  'email',
  'name',
] as const;
export type TMatchedField = (typeof MATCHED_FIELDS)[number];

/** The server names the field as a string: a field the console does not know is shown as it came. */
export const isMatchedField = (field: string): field is TMatchedField =>
  (MATCHED_FIELDS as readonly string[]).includes(field);
