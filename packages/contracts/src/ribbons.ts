import { z } from 'zod';
import { pageOf, ZId, ZPageQuery, ZPlainText } from './common.ts';
import type { TErrorCodeName } from './error-codes.ts';

import {
  RIBBON_CTA_MAX,
  RIBBON_LANGUAGES,
  RIBBON_STATUSES,
  RIBBON_STYLES,
  RIBBON_TEXT_MAX,
  type TRibbonStatus,
  type TRibbonStyle,
} from './ribbon-values.ts';

/**
 * App ribbons (issue #17): a message bar the brokerage's client app shows at the top of its screens,
 * for one client or a segment of clients, per brand. Text is plain text (shown escaped everywhere).
 * Its plain values (styles, languages, statuses, lengths) are in `ribbon-values.ts`.
 */
export * from './ribbon-values.ts';

export const ZRibbonText = z.strictObject({
  language: z.enum(RIBBON_LANGUAGES),
  // Lengths are checked by `ribbonProblems` (a code of their own); these bounds only keep storage sane.
  text: ZPlainText.trim().min(1, 'Write the ribbon text').max(2000),
  cta_label: ZPlainText.trim().max(200).optional(),
});
export type TRibbonText = z.infer<typeof ZRibbonText>;

/** What staff write: `POST /dashboard/users/ribbons`; the target is one client (`user_id`) or one segment. */
export const ZRibbonInput = z.strictObject({
  texts: z.array(ZRibbonText).min(1).max(RIBBON_LANGUAGES.length),
  link_url: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((s) => (s ? s : null)),
  style: z.enum(RIBBON_STYLES),
  starts_at: z.iso.datetime({ offset: true }),
  ends_at: z.iso.datetime({ offset: true }),
  priority: z.number().int().min(0).max(1000),
  active: z.boolean(),
  user_id: ZId.nullish().transform((s) => s ?? null),
  segment_id: ZId.nullish().transform((s) => s ?? null),
});
export type TRibbonInput = z.input<typeof ZRibbonInput>;
export type TRibbonFields = z.output<typeof ZRibbonInput>;

/** `PUT /dashboard/users/ribbons`: the spec's path has no id, so the body carries it. */
export const ZRibbonUpdate = ZRibbonInput.extend({ _id: ZId });
export type TRibbonUpdate = z.input<typeof ZRibbonUpdate>;

export type TRibbonProblem = { code: TErrorCodeName; path: string; message: string };

/** An https address with a host and no spaces (the contracts run without a URL class in every consumer). */
const isHttps = (link: string) => /^https:\/\/[a-z0-9.-]+(:\d+)?([/?#]\S*)?$/i.test(link);

/**
 * The ribbon's rules beyond its shape, each with its own error code: the server refuses with the
 * first one, the console's editor shows them all at their fields while staff type.
 */
export function ribbonProblems(r: TRibbonFields): TRibbonProblem[] {
  const problems: TRibbonProblem[] = [];
  const start = Date.parse(r.starts_at);
  const end = Date.parse(r.ends_at);
  if (!(end > start)) {
    problems.push({ code: 'ribbonEndsBeforeStart', path: 'ends_at', message: 'The ribbon must end after it starts' });
  }
  if (r.link_url !== null && !isHttps(r.link_url)) {
    problems.push({ code: 'ribbonLinkNotHttps', path: 'link_url', message: 'The link must be an https:// address' });
  }
  const languages = r.texts.map((t) => t.language);
  if (!languages.includes('en') || new Set(languages).size !== languages.length) {
    problems.push({
      code: 'ribbonTexts',
      path: 'texts',
      message: 'Write an English text (the fallback), and each language once',
    });
  }
  r.texts.forEach((t, i) => {
    if (t.text.length > RIBBON_TEXT_MAX) {
      problems.push({
        code: 'ribbonTextTooLong',
        path: `texts.${i}.text`,
        message: `At most ${RIBBON_TEXT_MAX} characters (${t.text.length} now)`,
      });
    }
    if ((t.cta_label?.length ?? 0) > RIBBON_CTA_MAX) {
      problems.push({
        code: 'ribbonTextTooLong',
        path: `texts.${i}.cta_label`,
        message: `At most ${RIBBON_CTA_MAX} characters`,
      });
    }
    if (t.cta_label && r.link_url === null) {
      problems.push({
        code: 'ribbonCallToAction',
        path: `texts.${i}.cta_label`,
        message: 'A call-to-action label needs a link',
      });
    }
  });
  if ((r.user_id === null) === (r.segment_id === null)) {
    problems.push({ code: 'ribbonTarget', path: 'user_id', message: 'Target one client or one segment' });
  }
  return problems;
}

/**
 * A ribbon's status at `now` (the server's clock): off when switched off, awaiting approval while a
 * promotion has no second staff member's approval, else scheduled, live or ended by its times.
 */
export function ribbonStatus(
  r: { active: boolean; style: TRibbonStyle; approved_at: string | null; starts_at: string; ends_at: string },
  now: Date,
): TRibbonStatus {
  if (!r.active) return 'off';
  if (r.style === 'promo' && r.approved_at === null) return 'awaiting_approval';
  const t = now.getTime();
  if (t < Date.parse(r.starts_at)) return 'scheduled';
  if (t >= Date.parse(r.ends_at)) return 'ended';
  return 'live';
}

const ZStaffRef = z.object({ _id: z.string(), name: z.string() }).nullable();

export const ZRibbon = z
  .object({
    _id: z.string(),
    brand: z.string(),
    texts: z.array(ZRibbonText),
    link_url: z.string().nullable(),
    style: z.enum(RIBBON_STYLES),
    starts_at: z.iso.datetime({ offset: true }),
    ends_at: z.iso.datetime({ offset: true }),
    priority: z.number().int(),
    active: z.boolean(),
    user_id: z.string().nullable(),
    segment_id: z.string().nullable(),
    /** The client's name and readable id, or the segment's name. */
    target_label: z.string(),
    status: z.enum(RIBBON_STATUSES),
    /** The brand's CFD risk warning, which a promotional ribbon always carries; null for the others. */
    risk_warning: z.string().nullable(),
    created_by: ZStaffRef,
    created_at: z.iso.datetime(),
    updated_by: ZStaffRef,
    updated_at: z.iso.datetime(),
    approved_by: ZStaffRef,
    approved_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Ribbon' });
export type TRibbon = z.infer<typeof ZRibbon>;

export const ZRibbonListQuery = ZPageQuery.extend({
  status: z.enum(RIBBON_STATUSES).optional(),
});
export const ZRibbonPage = pageOf(ZRibbon);
export type TRibbonPage = z.infer<typeof ZRibbonPage>;

export const ZRibbonParams = z.object({ id: ZId });

/** Who sees a ribbon now: the count and a page of the clients (names only for staff who may list clients). */
export const ZRibbonAudienceClient = z.object({
  _id: z.string(),
  readable_id: z.number().int(),
  name: z.string(),
  country: z.string(),
});
export const ZRibbonAudience = z.object({
  status: z.enum(RIBBON_STATUSES),
  /** Clients in the target now (in the caller's scope); they see it only while it is live. */
  count: z.number().int(),
  sees_now: z.boolean(),
  docs: z.array(ZRibbonAudienceClient),
});
export type TRibbonAudience = z.infer<typeof ZRibbonAudience>;

/** The ribbons one client sees now, as the console's client page shows them. */
export const ZClientRibbonsQuery = z.object({ user_id: ZId });

/** What the client app shows: one language's text (fallback English), in priority order. */
export const ZAppRibbon = z
  .object({
    _id: z.string(),
    style: z.enum(RIBBON_STYLES),
    language: z.enum(RIBBON_LANGUAGES),
    text: z.string(),
    cta_label: z.string().nullable(),
    link_url: z.string().nullable(),
    risk_warning: z.string().nullable(),
    priority: z.number().int(),
    ends_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AppRibbon' });
export type TAppRibbon = z.infer<typeof ZAppRibbon>;
export const ZAppRibbonsReply = z.object({ ribbons: z.array(ZAppRibbon) });
export const ZAppRibbonsParams = z.object({ id: ZId });
export const ZAppRibbonsQuery = z.object({ language: z.string().trim().max(20).optional() });

/** The selected brand's CFD risk warning, which the editor previews under a promotion. */
export const ZBrandRiskWarning = z.object({ cfd_risk_warning: z.string().nullable() });
