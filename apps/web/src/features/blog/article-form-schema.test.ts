import { ARTICLE_LANGUAGES, ARTICLE_STATUSES } from '@crm/contracts';
import { el } from '@crm/contracts/locales/el';
import { enBlog } from '@crm/contracts/locales/en/blog';
import { describe, expect, it } from 'vitest';
import { ZArticleForm } from './article-form-schema.ts';

describe('the article form', () => {
  const article = { title: 'Gold', slug: 'gold', language: 'en' as const, summary: '', body: 'Up.' };

  it('says the contracts’ refusals of its title and address in the console’s words (English as before)', () => {
    const refused = ZArticleForm.safeParse({ ...article, title: ' ', slug: 'Gold Weekly' });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['title', 'Give the article a title'],
      ['slug', 'Lower-case letters, digits and single hyphens only, e.g. gold-weekly-outlook'],
    ]);
    expect(ZArticleForm.safeParse({ ...article, slug: '' }).error?.issues[0]?.message).toBe(
      'Give the article an address (slug)',
    );
  });

  it('hands over the endpoint’s body', () => {
    expect(ZArticleForm.parse({ ...article, title: ' Gold ' })).toEqual({ ...article, title: 'Gold' });
  });

  it('has words for every status and language, in English and Greek', () => {
    const english: Record<string, string> = enBlog;
    const greek: Record<string, string> = el;
    const keys = [
      ...ARTICLE_STATUSES.map((s) => `blog.statuses.${s}`),
      ...ARTICLE_LANGUAGES.map((l) => `blog.languages.${l}`),
    ];
    expect(keys.filter((k) => !english[k] || !greek[k])).toEqual([]);
  });
});
