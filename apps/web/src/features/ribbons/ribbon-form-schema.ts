import {
  RIBBON_CTA_MAX,
  RIBBON_STYLES,
  RIBBON_TEXT_MAX,
  ribbonProblems,
  type TRibbon,
  type TRibbonFields,
  type TRibbonProblem,
  ZRibbonInput,
  ZRibbonText,
} from '@crm/contracts';
import { enRibbons } from '@crm/contracts/locales/en/ribbons';
import { format } from 'date-fns';
import { z } from 'zod';
import { areaTranslate } from '../../lib/i18n/use-t.ts';

const t = areaTranslate(enRibbons);

/** The kit's date-time field (shown dd/MM/yyyy HH:mm) holds the staff member's local time, minutes only, in this form. */
export const LOCAL_MINUTES = "yyyy-MM-dd'T'HH:mm";
export const toLocalInput = (iso: string) => format(new Date(iso), LOCAL_MINUTES);
const toIso = (local: string) => {
  const time = new Date(local).getTime();
  return Number.isNaN(time) ? local : new Date(time).toISOString();
};

/**
 * The editor's values: the body of `POST`/`PUT /dashboard/users/ribbons` with local times and empty
 * strings for "none"; parsed into that body by the endpoint's own schema, then checked by the same
 * rules the server applies (`ribbonProblems`), each shown at its field while staff type.
 */
const ZRibbonFormValues = z.object({
  texts: z.array(ZRibbonText),
  link_url: z.string(),
  style: z.enum(RIBBON_STYLES),
  starts_at: z.string().min(1, { error: () => t('ribbons.form.chooseStart') }),
  ends_at: z.string().min(1, { error: () => t('ribbons.form.chooseEnd') }),
  priority: z.number({ error: () => t('ribbons.form.priority') }),
  active: z.boolean(),
  user_id: z.string(),
  segment_id: z.string(),
});
export type TRibbonFormValues = z.input<typeof ZRibbonFormValues>;

/**
 * The ribbon rules' words in the console's language: the rules are the server's (`ribbonProblems`),
 * told by their code and field; a code the console does not know keeps the contracts' English.
 */
function problemText(p: TRibbonProblem, body: TRibbonFields): string {
  const [, index = '', field] = p.path.split('.');
  switch (p.code) {
    case 'ribbonEndsBeforeStart':
      return t('ribbons.form.endsBeforeStart');
    case 'ribbonLinkNotHttps':
      return t('ribbons.form.linkNotHttps');
    case 'ribbonTexts':
      return t('ribbons.form.texts');
    case 'ribbonTextTooLong':
      return field === 'cta_label'
        ? t('ribbons.form.ctaTooLong', { max: RIBBON_CTA_MAX })
        : t('ribbons.form.textTooLong', { max: RIBBON_TEXT_MAX, length: body.texts[Number(index)]?.text.length ?? 0 });
    case 'ribbonCallToAction':
      return t('ribbons.form.ctaNeedsLink');
    case 'ribbonTarget':
      return t('ribbons.form.target');
    default:
      return p.message;
  }
}

/** The body schema's own refusal of an empty text, in the console's language; other refusals as they come. */
const issueText = (issue: z.core.$ZodIssue) =>
  issue.code === 'too_small' && issue.path.at(-1) === 'text' ? t('ribbons.form.writeText') : issue.message;

export const ZRibbonForm = ZRibbonFormValues.transform((v, ctx) => {
  const body = ZRibbonInput.safeParse({
    ...v,
    texts: v.texts.map(({ cta_label, ...t }) => (cta_label?.trim() ? { ...t, cta_label } : t)),
    link_url: v.link_url.trim() || null,
    starts_at: toIso(v.starts_at),
    ends_at: toIso(v.ends_at),
    user_id: v.user_id || null,
    segment_id: v.segment_id || null,
  });
  if (!body.success) {
    for (const issue of body.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issueText(issue) });
    return z.NEVER;
  }
  for (const p of ribbonProblems(body.data))
    ctx.addIssue({ code: 'custom', path: p.path.split('.'), message: problemText(p, body.data) });
  return body.data;
});

export function formValuesOf(r: TRibbon | null, clientId: string | null): TRibbonFormValues {
  if (!r) {
    const start = new Date();
    start.setSeconds(0, 0);
    return {
      texts: [{ language: 'en', text: '', cta_label: '' }],
      link_url: '',
      style: 'info',
      starts_at: format(start, LOCAL_MINUTES),
      ends_at: format(new Date(start.getTime() + 7 * 24 * 60 * 60 * 1000), LOCAL_MINUTES),
      priority: 0,
      active: true,
      user_id: clientId ?? '',
      segment_id: '',
    };
  }
  return {
    texts: r.texts.map((text) => ({ ...text, cta_label: text.cta_label ?? '' })),
    link_url: r.link_url ?? '',
    style: r.style,
    starts_at: toLocalInput(r.starts_at),
    ends_at: toLocalInput(r.ends_at),
    priority: r.priority,
    active: r.active,
    user_id: r.user_id ?? '',
    segment_id: r.segment_id ?? '',
  };
}
