/** The client page's "Ribbons this client sees now" (apart from the ribbons page: the client page loads only these). */
export const enClientRibbons = {
  'ribbons.clientNow.title': 'Ribbons this client sees now',
  'ribbons.clientNow.failed': 'Could not be loaded: {{reason}}',
  'ribbons.clientNow.none': 'None right now.',
  'ribbons.clientNow.write': 'Write a ribbon for this client',
} as const;
