import type { enAddCountry } from '../en/add-country.ts';

/** Sales assignment: the dialog that adds a country to an agent's rotation, in Greek. */
export const elAddCountry: Record<keyof typeof enAddCountry, string> = {
  'addCountry.title': 'Προσθήκη χώρας εναλλαγής: {{name}}',
  'addCountry.country': 'Χώρα',
  'addCountry.submit': 'Προσθήκη',
  'addCountry.added': '{{name}}: λαμβάνει πλέον εκ περιτροπής πελάτες από {{country}}',
  'addCountry.unreachable': 'Δεν ήταν δυνατή η σύνδεση με τον διακομιστή· δεν άλλαξε τίποτα',
};
