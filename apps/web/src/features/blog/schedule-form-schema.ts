import { ZScheduleArticle } from '@crm/contracts';
import { enBlog } from '@crm/contracts/locales/en/blog';
import { z } from 'zod';
import { areaTranslate } from '../../lib/i18n/use-t.ts';

const t = areaTranslate(enBlog);

/**
 * The "Publish at" form: the kit's date-time field gives the staff member's local time
 * (`yyyy-MM-ddTHH:mm`); the body of `scheduleArticle` wants an instant. The server refuses a time
 * already past with its own words.
 */
export const ZScheduleForm = z.object({
  publishAt: z
    .string()
    .refine((v) => v !== '' && !Number.isNaN(Date.parse(v)), { error: () => t('blog.form.publishAt') })
    .transform((v) => new Date(v).toISOString())
    .pipe(ZScheduleArticle.shape.publishAt),
});
