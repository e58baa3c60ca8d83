import { INSTRUMENT_KINDS, type TInstrumentKind } from '@crm/contracts';

/** One instrument as the feed prices it: its current price and its reference level, in integer points. */
export type InstrumentQuote = {
  symbol: string;
  kind: TInstrumentKind;
  digits: number;
  price: number;
  reference: number;
};

const GROUP_NAMES: Record<TInstrumentKind, string> = {
  forex: 'Forex',
  metal: 'Metals',
  energy: 'Energy',
  crypto: 'Crypto',
  index: 'Indices',
};
/** A group whose average move is within this many basis points either way is called flat. */
const FLAT_BP = 10;
const MOVERS = 3;
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

type Move = InstrumentQuote & { bp: number };
type Group = { kind: TInstrumentKind; moves: Move[]; averageBp: number; trend: 'up' | 'down' | 'flat' };

/** The move in basis points (integers, so the text never shows float noise). */
const basisPoints = (q: InstrumentQuote) => Math.round(((q.price - q.reference) * 10_000) / q.reference);
const percent = (bp: number) => `${bp > 0 ? '+' : bp < 0 ? '−' : ''}${(Math.abs(bp) / 100).toFixed(2)}%`;
const priceText = (q: InstrumentQuote) =>
  (q.price / 10 ** q.digits).toLocaleString('en-GB', {
    minimumFractionDigits: q.digits,
    maximumFractionDigits: q.digits,
  });
const line = (m: Move) => `- **${m.symbol}** at ${priceText(m)} (${percent(m.bp)})`;

function groupsOf(moves: Move[]): Group[] {
  return INSTRUMENT_KINDS.map((kind) => {
    const inGroup = moves.filter((m) => m.kind === kind).sort((a, b) => b.bp - a.bp);
    const averageBp = inGroup.length ? Math.round(inGroup.reduce((sum, m) => sum + m.bp, 0) / inGroup.length) : 0;
    const trend = averageBp > FLAT_BP ? 'up' : averageBp < -FLAT_BP ? 'down' : 'flat';
    return { kind, moves: inGroup, averageBp, trend } as const;
  }).filter((g) => g.moves.length > 0);
}

const TREND_WORDS = { up: 'trending higher', down: 'trending lower', flat: 'broadly flat' } as const;

/**
 * A first draft of a market article composed from the price feed: the biggest movers, the range of
 * moves and the trend of each instrument group, measured against each instrument's reference level.
 * Deterministic templating from data (no outside AI service exists here); a person edits it before
 * anything is published, and the console says it was generated.
 */
export function composeMarketDraft(quotes: readonly InstrumentQuote[], now: Date) {
  const moves = quotes.map((q) => ({ ...q, bp: basisPoints(q) })).sort((a, b) => b.bp - a.bp);
  const groups = groupsOf(moves);
  const byAverage = [...groups].sort((a, b) => b.averageBp - a.averageBp);
  const leader = byAverage[0];
  const laggard = byAverage[byAverage.length - 1];
  const day = DAY.format(now);
  const iso = now.toISOString();
  const gainers = moves.filter((m) => m.bp > 0).slice(0, MOVERS);
  const losers = moves
    .filter((m) => m.bp < 0)
    .slice(-MOVERS)
    .reverse();

  const title =
    leader && laggard && leader !== laggard && (leader.trend === 'up' || laggard.trend === 'down')
      ? `Market update, ${day}: ${GROUP_NAMES[leader.kind].toLowerCase()} lead, ${GROUP_NAMES[laggard.kind].toLowerCase()} lag`
      : `Market update, ${day}: markets broadly flat`;
  const summary = `${moves.length} instruments across ${groups.length} groups: ${groups
    .map((g) => `${GROUP_NAMES[g.kind].toLowerCase()} ${TREND_WORDS[g.trend]}`)
    .join(', ')}.`;

  const body = [
    `## Movers`,
    gainers.length
      ? `Biggest gains:\n\n${gainers.map(line).join('\n')}`
      : 'No instrument is above its reference level.',
    losers.length ? `Biggest falls:\n\n${losers.map(line).join('\n')}` : 'No instrument is below its reference level.',
    `## By instrument group`,
    [
      '| Group | Instruments | Up | Down | Average move | Range of moves | Trend |',
      '|---|---:|---:|---:|---:|---|---|',
      ...groups.map((g) => {
        const top = g.moves[0];
        const bottom = g.moves[g.moves.length - 1];
        const range =
          top && bottom ? `${percent(bottom.bp)} (${bottom.symbol}) to ${percent(top.bp)} (${top.symbol})` : '';
        const up = g.moves.filter((m) => m.bp > 0).length;
        const down = g.moves.filter((m) => m.bp < 0).length;
        return `| ${GROUP_NAMES[g.kind]} | ${g.moves.length} | ${up} | ${down} | ${percent(g.averageBp)} | ${range} | ${g.trend} |`;
      }),
    ].join('\n'),
    ...groups.map((g) => {
      const top = g.moves[0];
      return `**${GROUP_NAMES[g.kind]}** are ${TREND_WORDS[g.trend]}, with an average move of ${percent(g.averageBp)}${
        top ? `; ${top.symbol} stands out at ${priceText(top)}` : ''
      }.`;
    }),
    `Moves are measured against each instrument's reference level in the price feed, as of ${iso.slice(11, 16)} UTC on ${day}.`,
    '*CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. Past performance is not a reliable indicator of future results.*',
  ].join('\n\n');

  return { title, slug: `market-update-${iso.slice(0, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}`, summary, body };
}
