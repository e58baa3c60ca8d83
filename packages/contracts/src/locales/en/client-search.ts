/**
 * The sidebar's client search (the shell's `search.` keys name the box itself): what a suggestion
 * matched on, and the count said to screen readers. Loaded with the shell: keep it short.
 */
export const enClientSearch = {
  'clientSearch.found_one': '{{count}} client found',
  'clientSearch.found_other': '{{count}} clients found',
  'clientSearch.matched.ctrader_id': 'cTrader id',
  'clientSearch.matched.mt4_id': 'MT4 id',
  'clientSearch.matched.mt5_id': 'MT5 id',
  'clientSearch.matched.phone': 'phone',
  'clientSearch.matched.id': 'internal id',
  'clientSearch.matched.account': 'account',
  'clientSearch.matched.readableId': 'client id',
  'clientSearch.matched.email': 'email',
  'clientSearch.matched.name': 'name',
} as const;
