import type { DailyRate, RateSource } from '../rate-source.ts';

/**
 * Where each currency's walk stays (USD per unit): a centre it is pulled back to and the band it
 * never leaves, around the levels of the markets today, and how far it moves in a day.
 */
const WALKS: Record<string, { centre: number; low: number; high: number; dailyVolatility: number }> = {
  EUR: { centre: 1.08, low: 1.02, high: 1.14, dailyVolatility: 0.004 },
  GBP: { centre: 1.27, low: 1.2, high: 1.34, dailyVolatility: 0.004 },
  BTC: { centre: 80_000, low: 60_000, high: 100_000, dailyVolatility: 0.03 },
  ETH: { centre: 3_200, low: 2_500, high: 4_000, dailyVolatility: 0.035 },
  USDT: { centre: 1, low: 0.998, high: 1.002, dailyVolatility: 0.0003 },
  MRD: { centre: 0.25, low: 0.2, high: 0.3, dailyVolatility: 0.02 },
};

/** Day 0 of every walk: a day's rate is the walk's state after the days since then. */
const EPOCH_MS = Date.UTC(2020, 0, 1);
const DAY_MS = 86_400_000;
const SIGNIFICANT_DIGITS = 8;

/** A number in [0, 1) fixed by the currency and the day alone (a 32-bit integer hash). */
function noise(currency: string, dayIndex: number): number {
  let h = 2166136261 ^ dayIndex;
  for (const ch of currency) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  h = Math.imul(h ^ (h >>> 15), h | 1);
  h ^= h + Math.imul(h ^ (h >>> 7), h | 61);
  return ((h ^ (h >>> 14)) >>> 0) / 4294967296;
}

/** The rate as a decimal string of a few significant digits (the float never reaches the database). */
function decimal(value: number): string {
  const decimals = Math.min(12, Math.max(0, SIGNIFICANT_DIGITS - 1 - Math.floor(Math.log10(value))));
  return value.toFixed(decimals);
}

const dayIndexOf = (day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - EPOCH_MS) / DAY_MS);

/**
 * A deterministic source: each currency follows a mean-reverting random walk in log space from a
 * fixed epoch, its daily step drawn from a hash of (currency, day). The same day always gets the
 * same rate on every server and every run, so tests and several instances agree without sharing
 * anything. Walks are kept per currency as far as they have been computed.
 */
export function simulatedRateSource(): RateSource {
  const walks = new Map<string, number[]>();
  const logRateOn = (currency: string, index: number): number => {
    const spec = WALKS[currency];
    if (!spec) throw new Error(`No simulated walk for ${currency}`);
    const centre = Math.log(spec.centre);
    const [low, high] = [Math.log(spec.low), Math.log(spec.high)];
    let walk = walks.get(currency);
    if (!walk) {
      walk = [centre];
      walks.set(currency, walk);
    }
    for (let i = walk.length; i <= index; i++) {
      const previous = walk[i - 1] ?? centre;
      // Sum of two uniforms: a rough bell shape, centred on 0, in [-1, 1).
      const step = (noise(currency, i) + noise(currency, -i - 1) - 1) * spec.dailyVolatility * 2;
      let next = previous + 0.02 * (centre - previous) + step;
      // Reflected at the band's edges, so the walk stays in it without sticking to an edge.
      if (next > high) next = 2 * high - next;
      if (next < low) next = 2 * low - next;
      walk.push(next);
    }
    return walk[index] ?? centre;
  };

  return {
    name: 'simulated',
    async ratesFor(days) {
      const rates: DailyRate[] = [];
      for (const day of days) {
        const index = dayIndexOf(day);
        if (index < 0) throw new Error(`The simulated source starts on 2020-01-01, not ${day}`);
        for (const currency of Object.keys(WALKS)) {
          rates.push({ currency, day, usdPerUnit: decimal(Math.exp(logRateOn(currency, index))) });
        }
      }
      return rates;
    },
  };
}
