import { ARTICLE_LANGUAGES, ZArticleInput } from '@crm/contracts';
import { enBlog } from '@crm/contracts/locales/en/blog';
import { z } from 'zod';
import { areaTranslate } from '../../lib/i18n/use-t.ts';

const t = areaTranslate(enBlog);

/** The contracts' refusals of a missing title or address, and of a malformed address, in the console's language. */
function issueText(issue: z.core.$ZodIssue): string {
  const [field] = issue.path;
  if (field === 'title' && issue.code === 'too_small') return t('blog.form.title');
  if (field === 'slug' && issue.code === 'too_small') return t('blog.form.slug');
  if (field === 'slug' && issue.code === 'invalid_format') return t('blog.form.slugFormat');
  return issue.message;
}

/**
 * The article form: the body of `createArticle`/`updateArticle`, checked by the endpoint's own schema
 * (the server's rules to the letter), its refusals said in the console's language where it knows them.
 */
export const ZArticleForm = z
  .object({
    title: z.string(),
    slug: z.string(),
    language: z.enum(ARTICLE_LANGUAGES),
    summary: z.string().optional(),
    body: z.string(),
  })
  .transform((values, ctx) => {
    const body = ZArticleInput.safeParse(values);
    if (body.success) return body.data;
    for (const issue of body.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issueText(issue) });
    return z.NEVER;
  });
