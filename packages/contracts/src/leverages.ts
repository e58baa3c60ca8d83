/**
 * Leverage values a client may ask for and staff may set. Pure values (no zod), so the console can
 * import them by subpath without the schema library.
 */
export const LEVERAGES = [1, 2, 5, 10, 20, 30, 50, 100, 200, 300, 400, 500] as const;
export type TLeverage = (typeof LEVERAGES)[number];
