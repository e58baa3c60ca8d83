import type { enClientSearch } from '../en/client-search.ts';

/** The sidebar's client search, in Greek. */
export const elClientSearch: Record<keyof typeof enClientSearch, string> = {
  'clientSearch.found_one': 'Βρέθηκε {{count}} πελάτης',
  'clientSearch.found_other': 'Βρέθηκαν {{count}} πελάτες',
  'clientSearch.matched.ctrader_id': 'id cTrader',
  'clientSearch.matched.mt4_id': 'id MT4',
  'clientSearch.matched.mt5_id': 'id MT5',
  'clientSearch.matched.phone': 'τηλέφωνο',
  'clientSearch.matched.id': 'εσωτερικό id',
  'clientSearch.matched.account': 'λογαριασμός',
  'clientSearch.matched.readableId': 'id πελάτη',
  'clientSearch.matched.email': 'email',
  'clientSearch.matched.name': 'όνομα',
};
