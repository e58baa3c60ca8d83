/** Sales assignment: the dialog that adds a country to an agent's rotation. */
export const enAddCountry = {
  'addCountry.title': 'Add a rotation country to {{name}}',
  'addCountry.country': 'Country',
  'addCountry.submit': 'Add',
  'addCountry.added': '{{name}} now takes clients of {{country}} in turn',
  'addCountry.unreachable': 'The server could not be reached; nothing changed',
} as const;
