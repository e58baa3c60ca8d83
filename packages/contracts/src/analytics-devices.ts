/**
 * Devices of spec point 3's clients, and `unknown` for clients registered without one. A plain value
 * (tools.ts holds the analytics schemas), so the console can import it without the schema library.
 */
export const ANALYTICS_DEVICES = ['win', 'android', 'ios', 'multi', 'unknown'] as const;
