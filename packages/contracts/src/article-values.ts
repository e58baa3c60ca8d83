/**
 * Articles' plain values (blog.ts holds the schemas), so the blog's list can import them without
 * the schema library. The console's names for them are translatable: `locales/en/blog.ts`.
 */

/** The languages an article is written in (ISO 639-1); the brand's sites are in these. */
export const ARTICLE_LANGUAGES = ['en', 'el', 'de', 'fr', 'es', 'it'] as const;
export type TArticleLanguage = (typeof ARTICLE_LANGUAGES)[number];

/**
 * What an article is in. A scheduled article whose time has come reads as `published` (the status is
 * worked out against the server's clock, so nothing has to run at the publish time); `archived`
 * takes an article out of the feed for good without erasing it.
 */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type TArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** A cover is a JPEG, PNG or WebP told from its bytes, 5 MB at most. */
export const MAX_ARTICLE_COVER_BYTES = 5 * 1024 * 1024;
