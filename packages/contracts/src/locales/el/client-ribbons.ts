import type { enClientRibbons } from '../en/client-ribbons.ts';

/** The client page's ribbons in Greek. */
export const elClientRibbons: Record<keyof typeof enClientRibbons, string> = {
  'ribbons.clientNow.title': 'Κορδέλες που βλέπει τώρα αυτός ο πελάτης',
  'ribbons.clientNow.failed': 'Δεν ήταν δυνατή η φόρτωση: {{reason}}',
  'ribbons.clientNow.none': 'Καμία αυτή τη στιγμή.',
  'ribbons.clientNow.write': 'Νέα κορδέλα για αυτόν τον πελάτη',
};
