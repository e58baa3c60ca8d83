import { INSTRUMENT_KINDS, INSTRUMENTS, type TInstrument, type TInstrumentKind } from '@crm/contracts';
import { decimalString } from '../platform/pricing.ts';

export type DayRange = { instrumentId: number; open: number; high: number; low: number; last: number };

const MOVERS = 5;
/** A group whose instruments moved less than this on average (basis points) is called flat. */
const FLAT_BPS = 5;

const KIND_NAMES: Record<TInstrumentKind, string> = {
  forex: 'Forex',
  metal: 'Metals',
  energy: 'Energy',
  crypto: 'Crypto',
  index: 'Indices',
};

const BY_ID = new Map<number, TInstrument>(INSTRUMENTS.map((i) => [i.id, i]));

type Move = { instrument: TInstrument; range: DayRange; changeBps: number; rangeBps: number };

/** Basis points of a move: integers, so the ranking and the words never depend on float noise. */
const bps = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 10_000) / whole));
const percent = (b: number) => `${b > 0 ? '+' : b < 0 ? '−' : ''}${(Math.abs(b) / 100).toFixed(2)}%`;
const price = (units: number, i: TInstrument) => decimalString(units, i.digits);
const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const moverRow = (m: Move) =>
  `<tr><td>${m.instrument.symbol}</td><td align="right">${price(m.range.open, m.instrument)}</td>` +
  `<td align="right">${price(m.range.last, m.instrument)}</td><td align="right">${percent(m.changeBps)}</td>` +
  `<td align="right">${price(m.range.low, m.instrument)} – ${price(m.range.high, m.instrument)}</td></tr>`;

const moverTable = (caption: string, moves: Move[]) =>
  moves.length === 0
    ? ''
    : `<table><caption>${caption}</caption><thead><tr><th>Instrument</th><th>Open</th><th>Last</th><th>Change</th><th>Day range</th></tr></thead>` +
      `<tbody>${moves.map(moverRow).join('')}</tbody></table>`;

/**
 * The daily analysis drafted from a market day's ranges: the trend of each instrument group (its
 * average move and how many rose and fell), the day's biggest gainers and losers with their ranges,
 * and the widest ranges. Pure: the same ranges give the same e-mail.
 */
export function composeAnalysis(marketDay: string, ranges: readonly DayRange[]): { subject: string; html: string } {
  const moves: Move[] = ranges.flatMap((range) => {
    const instrument = BY_ID.get(range.instrumentId);
    if (!instrument) return [];
    return [
      {
        instrument,
        range,
        changeBps: bps(range.last - range.open, range.open),
        rangeBps: bps(range.high - range.low, range.open),
      },
    ];
  });
  const date = longDate(marketDay);
  const trendRows = INSTRUMENT_KINDS.flatMap((kind) => {
    const group = moves.filter((m) => m.instrument.kind === kind);
    if (group.length === 0) return [];
    const average = Math.round(group.reduce((sum, m) => sum + m.changeBps, 0) / group.length);
    const trend = average > FLAT_BPS ? 'Up' : average < -FLAT_BPS ? 'Down' : 'Flat';
    const rising = group.filter((m) => m.changeBps > 0).length;
    const falling = group.filter((m) => m.changeBps < 0).length;
    return [
      `<tr><td>${KIND_NAMES[kind]}</td><td>${trend}</td><td align="right">${percent(average)}</td>` +
        `<td align="right">${rising} up, ${falling} down of ${group.length}</td></tr>`,
    ];
  });
  const byChange = [...moves].sort((a, b) => b.changeBps - a.changeBps || a.instrument.id - b.instrument.id);
  const gainers = byChange.filter((m) => m.changeBps > 0).slice(0, MOVERS);
  const losers = byChange
    .filter((m) => m.changeBps < 0)
    .reverse()
    .slice(0, MOVERS);
  const widest = [...moves]
    .sort((a, b) => b.rangeBps - a.rangeBps || a.instrument.id - b.instrument.id)
    .slice(0, MOVERS);
  const first = byChange[0];
  const last = byChange.at(-1);
  const lead = first && last && Math.abs(first.changeBps) < Math.abs(last.changeBps) ? last : first;
  const html = [
    `<h2>Daily market analysis: ${date}</h2>`,
    `<p>How the ${moves.length} instruments we offer moved on ${date}` +
      (lead && lead.changeBps !== 0
        ? `; the biggest move was ${lead.instrument.symbol} at ${percent(lead.changeBps)}.`
        : '; none of them moved.') +
      '</p>',
    '<h3>Trend by market</h3>',
    `<table><thead><tr><th>Market</th><th>Trend</th><th>Average move</th><th>Instruments</th></tr></thead><tbody>${trendRows.join('')}</tbody></table>`,
    '<h3>Movers of the day</h3>',
    gainers.length + losers.length === 0 ? '<p>No instrument moved.</p>' : '',
    moverTable('Biggest gainers', gainers),
    moverTable('Biggest losers', losers),
    '<h3>Widest ranges</h3>',
    `<ul>${widest
      .map(
        (m) =>
          `<li>${m.instrument.symbol}: ${price(m.range.low, m.instrument)} – ${price(m.range.high, m.instrument)} (${(m.rangeBps / 100).toFixed(2)}% of its open)</li>`,
      )
      .join('')}</ul>`,
    '<p>Past performance is not a reliable indicator of future results. This is market information, not investment advice.</p>',
  ].join('\n');
  return { subject: `Daily market analysis: ${date}`, html };
}
