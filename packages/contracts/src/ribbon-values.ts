/**
 * App ribbons' plain values (ribbons.ts holds the schemas), so the ribbons list can import them
 * without the schema library. The console's names for them are translatable:
 * `locales/en/ribbons.ts`.
 */
export const RIBBON_STYLES = ['info', 'success', 'warning', 'danger', 'promo'] as const;
export type TRibbonStyle = (typeof RIBBON_STYLES)[number];

/** The client app's languages; English is required and is the fallback. */
export const RIBBON_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pl', 'el', 'ar'] as const;
export type TRibbonLanguage = (typeof RIBBON_LANGUAGES)[number];

/** A ribbon is one line on a phone: these keep it one or two lines at the app's font size. */
export const RIBBON_TEXT_MAX = 160;
export const RIBBON_CTA_MAX = 24;

/**
 * `awaiting_approval`: a promotional ribbon that a second staff member has not approved yet (it is
 * not shown to anyone). The others follow the clock: before its start, between start and end, after.
 */
export const RIBBON_STATUSES = ['scheduled', 'live', 'ended', 'off', 'awaiting_approval'] as const;
export type TRibbonStatus = (typeof RIBBON_STATUSES)[number];
