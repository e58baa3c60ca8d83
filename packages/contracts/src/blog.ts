import { z } from 'zod';
import { ARTICLE_LANGUAGES, ARTICLE_STATUSES, type TArticleLanguage } from './article-values.ts';
import { paged, ZBrandQuery, ZId, ZPageQuery, ZPlainText } from './common.ts';

export * from './article-values.ts';

export const ARTICLE_LANGUAGE_NAMES: Record<TArticleLanguage, string> = {
  en: 'English',
  el: 'Greek',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
};

/** Lower-case words joined by single hyphens: what goes in the article's address. */
export const ZArticleSlug = z
  .string()
  .trim()
  .min(1, 'Give the article an address (slug)')
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case letters, digits and single hyphens only, e.g. gold-weekly-outlook');

/** Markdown: line breaks and tabs are fine, the other control characters are not (PostgreSQL refuses NUL). */
const ALLOWED_CONTROLS = new Set([9, 10, 13]);
const hasStrayControl = (s: string) =>
  [...s].some((c) => {
    const code = c.codePointAt(0) ?? 0;
    return (code < 32 && !ALLOWED_CONTROLS.has(code)) || code === 127;
  });
export const ZArticleMarkdown = z
  .string()
  .max(100_000)
  .refine((s) => !hasStrayControl(s), 'Control characters are not allowed');

export const ZArticleInput = z.strictObject({
  title: ZPlainText.trim().min(1, 'Give the article a title').max(200),
  slug: ZArticleSlug,
  language: z.enum(ARTICLE_LANGUAGES),
  summary: ZPlainText.trim().max(500).default(''),
  body: ZArticleMarkdown,
});
export type TArticleInput = z.input<typeof ZArticleInput>;

export const ZArticle = z
  .object({
    _id: z.string(),
    brand: z.string(),
    title: z.string(),
    slug: z.string(),
    language: z.enum(ARTICLE_LANGUAGES),
    summary: z.string(),
    body: z.string().describe('Markdown as written'),
    html: z.string().describe('The body rendered and sanitised on the server: what the feed carries'),
    status: z.enum(ARTICLE_STATUSES),
    publishAt: z.iso.datetime().nullable().describe('When it goes (or went) public; null for a draft'),
    hasCover: z.boolean(),
    generated: z.boolean().describe('First drafted from market data by the server, not by a person'),
    author: z.object({ _id: z.string(), name: z.string() }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Article' });
export type TArticle = z.infer<typeof ZArticle>;

export const ZArticleListQuery = z.object({
  ...ZPageQuery.shape,
  ...ZBrandQuery.shape,
  status: z.enum(ARTICLE_STATUSES).optional(),
  language: z.enum(ARTICLE_LANGUAGES).optional(),
  /** Part of the title or slug. */
  search: ZPlainText.trim().max(100).optional(),
});
export const ZArticlePage = paged(ZArticle);
export type TArticlePage = z.infer<typeof ZArticlePage>;

export const ZArticleParams = z.object({ id: ZId });
export const ZScheduleArticle = z.strictObject({ publishAt: z.iso.datetime({ offset: true }) });
export const ZArticlePreviewRequest = z.strictObject({ body: ZArticleMarkdown });
export const ZArticlePreview = z.object({ html: z.string() });

/** `GET /api/rss/articles`: whose feed (the default brand when absent) and, optionally, one language. */
export const ZArticleFeedQuery = z.object({
  brand: z.string().min(1).max(40).optional(),
  language: z.enum(ARTICLE_LANGUAGES).optional(),
});
export const ZArticleCoverParams = z.object({ id: ZId });
