import { ZDeleteSegmentRequest, ZSegmentRequest } from '@crm/contracts';
import { enSegments } from '@crm/contracts/locales/en/segments';
import { z } from 'zod';
import { areaTranslate } from '../../lib/i18n/use-t.ts';

const t = areaTranslate(enSegments);

/**
 * The contracts' own schemas (the server's rules, to the letter) with their refusals of a missing
 * name or reason said in the console's language; any other refusal keeps the contracts' words.
 */
const isMissing = (issue: z.core.$ZodIssue, field: string) => issue.code === 'too_small' && issue.path[0] === field;

export const ZSegmentForm = z.object({ name: z.string(), filters: z.string() }).transform((values, ctx) => {
  const body = ZSegmentRequest.safeParse(values);
  if (body.success) return body.data;
  for (const issue of body.error.issues) {
    const message = isMissing(issue, 'name') ? t('segments.form.nameNeeded') : issue.message;
    ctx.addIssue({ code: 'custom', path: issue.path, message });
  }
  return z.NEVER;
});

export const ZDeleteSegmentForm = z.object({ reason: z.string() }).transform((values, ctx) => {
  const body = ZDeleteSegmentRequest.safeParse(values);
  if (body.success) return body.data;
  for (const issue of body.error.issues) {
    const message = isMissing(issue, 'reason') ? t('segments.form.reasonNeeded') : issue.message;
    ctx.addIssue({ code: 'custom', path: issue.path, message });
  }
  return z.NEVER;
});
