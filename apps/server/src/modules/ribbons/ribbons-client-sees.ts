import { RIBBON_LANGUAGES, type TAppRibbon, type TRibbonLanguage, type TRibbonStyle } from '@crm/contracts';
import { and, asc, desc, eq, gt, isNotNull, lte, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brandRiskWarnings, type RibbonTextRow, ribbons } from '../../db/schema-ribbons.ts';
import { segmentsHolding } from './ribbon-targets.ts';

const isLanguage = (s: string): s is TRibbonLanguage => (RIBBON_LANGUAGES as readonly string[]).includes(s);

/** "de-AT" reads as "de"; anything the app does not speak reads as English, the fallback. */
export function languageOf(requested: string | undefined): TRibbonLanguage {
  const base = (requested ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return isLanguage(base) ? base : 'en';
}

function inLanguage(texts: RibbonTextRow[], language: TRibbonLanguage) {
  return texts.find((t) => t.language === language) ?? texts.find((t) => t.language === 'en') ?? texts[0];
}

/**
 * The ribbons one client of `brandId` sees at `now`, highest priority first (then the newest start):
 * active, approved when promotional, between start and end, aimed at the client or at a segment
 * that holds the client now; each in `language`, else English.
 */
export async function ribbonsClientSees(
  db: Executor,
  brandId: string,
  clientId: string,
  now: Date,
  requestedLanguage: string | undefined,
): Promise<TAppRibbon[]> {
  const language = languageOf(requestedLanguage);
  const live = await db
    .select({ ribbon: ribbons, riskWarning: brandRiskWarnings.cfdRiskWarning })
    .from(ribbons)
    .leftJoin(brandRiskWarnings, eq(brandRiskWarnings.brandId, ribbons.brandId))
    .where(
      and(
        eq(ribbons.brandId, brandId),
        eq(ribbons.active, true),
        or(ne(ribbons.style, 'promo'), isNotNull(ribbons.approvedAt)),
        lte(ribbons.startsAt, now),
        gt(ribbons.endsAt, now),
        or(eq(ribbons.clientId, clientId), isNotNull(ribbons.segmentId)),
      ),
    )
    .orderBy(desc(ribbons.priority), desc(ribbons.startsAt), asc(ribbons.id));
  // Live segment ribbons are few at any time: ask the segments module about each of their segments.
  const segmentIds = live.flatMap(({ ribbon: r }) => (r.segmentId ? [r.segmentId] : []));
  const held = new Set(await segmentsHolding(db, brandId, clientId, segmentIds));
  const rows = live.filter(
    ({ ribbon: r }) => r.clientId === clientId || (r.segmentId !== null && held.has(r.segmentId)),
  );
  return rows.flatMap(({ ribbon: r, riskWarning }) => {
    const text = inLanguage(r.texts, language);
    if (!text) return [];
    return [
      {
        _id: r.id,
        style: r.style as TRibbonStyle,
        language: isLanguage(text.language) ? text.language : 'en',
        text: text.text,
        cta_label: text.cta_label ?? null,
        link_url: r.linkUrl,
        risk_warning: r.style === 'promo' ? (riskWarning ?? null) : null,
        priority: r.priority,
        ends_at: r.endsAt.toISOString(),
      },
    ];
  });
}
