import { INSTRUMENTS, type TArticle } from '@crm/contracts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { BASE_PRICES, readPrices } from '../platform/simulated/prices.ts';
import { composeMarketDraft } from './compose-market-draft.ts';
import { createArticle } from './save-article.ts';

/**
 * "Draft from market data": reads the price feed's current prices (against each instrument's
 * reference level) and saves the composed text as a new English draft marked `generated`.
 */
export async function draftArticleFromMarketData(deps: Deps, ctx: RequestContext): Promise<TArticle> {
  const prices = await readPrices(deps.db);
  const quotes = INSTRUMENTS.map((i) => ({
    symbol: i.symbol,
    kind: i.kind,
    digits: i.digits,
    price: prices.get(i.id) ?? 0,
    reference: BASE_PRICES.get(i.id) ?? 1,
  }));
  const draft = composeMarketDraft(quotes, deps.clock());
  return createArticle(deps, ctx, { ...draft, language: 'en' }, { generated: true });
}
