/**
 * Spec point 9: the default country, `cy`. On its own, without zod, so the console's first load and
 * the server read the same value.
 */
export const DEFAULT_COUNTRY = 'cy';
