import { describe, expect, it } from 'vitest';
import { composeAnalysis, type DayRange } from './compose-analysis.ts';

const range = (
  instrumentId: number,
  open: number,
  last: number,
  low = Math.min(open, last),
  high = Math.max(open, last),
): DayRange => ({
  instrumentId,
  open,
  high,
  low,
  last,
});

describe('composeAnalysis', () => {
  // EURUSD (1) +2%, GBPUSD (2) +0.5%, USDJPY (3) -1%: forex up on average; an unknown id is ignored.
  const ranges = [
    range(1, 100_000, 102_000),
    range(2, 100_000, 100_500),
    range(3, 100_000, 99_000, 98_000, 100_100),
    range(9999, 1, 2),
  ];
  const { subject, html } = composeAnalysis('2026-11-19', ranges);

  it('names the market day and the biggest move', () => {
    expect(subject).toBe('Daily market analysis: 19 November 2026');
    expect(html).toContain(
      'How the 3 instruments we offer moved on 19 November 2026; the biggest move was EURUSD at +2.00%.',
    );
  });

  it('gives the trend per instrument group with rising and falling counts', () => {
    expect(html).toContain(
      '<tr><td>Forex</td><td>Up</td><td align="right">+0.50%</td><td align="right">2 up, 1 down of 3</td></tr>',
    );
    expect(html).not.toContain('Crypto');
  });

  it('ranks gainers and losers, and the widest ranges first', () => {
    const gainers = html.slice(html.indexOf('Biggest gainers'), html.indexOf('Biggest losers'));
    expect(gainers.indexOf('EURUSD')).toBeLessThan(gainers.indexOf('GBPUSD'));
    expect(gainers).not.toContain('USDJPY');
    expect(html.slice(html.indexOf('Biggest losers'))).toContain('USDJPY');
    const widest = html.slice(html.indexOf('Widest ranges'));
    expect(widest.indexOf('USDJPY')).toBeLessThan(widest.indexOf('EURUSD'));
    expect(widest).toContain('USDJPY: 98.000 – 100.100 (2.10% of its open)');
  });
});

describe('composeAnalysis on a day nothing moved', () => {
  it('says so instead of naming a mover', () => {
    const { html } = composeAnalysis('2026-11-19', [range(1, 100_000, 100_000), range(2, 50_000, 50_000)]);
    expect(html).toContain('How the 2 instruments we offer moved on 19 November 2026; none of them moved.');
    expect(html).toContain('<p>No instrument moved.</p>');
    expect(html).not.toContain('Biggest gainers');
  });
});
