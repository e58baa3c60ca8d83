import { enDashboard } from '@crm/contracts/locales/en/dashboard';
import { describe, expect, it } from 'vitest';
import { areaTranslate } from '../../lib/i18n/use-t.ts';
import {
  countryRows,
  dailySeries,
  dailyTable,
  lastDays,
  lastMonths,
  periodEnd,
  periodsOf,
  timeframeRows,
} from './demographics-series.ts';

const t = areaTranslate(enDashboard);

describe('windows and periods', () => {
  it('counts back from the reporting day', () => {
    expect(lastDays('2026-03-01', 30)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(lastMonths('2026-11-24', 12)).toEqual({ from: '2025-12-01', to: '2026-11-24' });
  });

  it('lists every period, months by their first day, the last month ending on the window', () => {
    expect(periodsOf('2026-02-27', '2026-03-02', 'day')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(periodsOf('2025-12-01', '2026-02-10', 'month')).toEqual(['2025-12-01', '2026-01-01', '2026-02-01']);
    expect(periodEnd('2026-02-01', 'month', '2026-11-24')).toBe('2026-02-28');
    expect(periodEnd('2026-11-01', 'month', '2026-11-24')).toBe('2026-11-24');
  });
});

describe('replies to rows', () => {
  it('keeps the top countries by name and the rest as one row that adds up to the total', () => {
    const rows = countryRows(
      {
        rows: [
          { key: 'cy', count: 50 },
          { key: 'gr', count: 30 },
          { key: 'de', count: 15 },
          { key: 'fr', count: 5 },
        ],
        total: 100,
      },
      2,
      t,
    );
    expect(rows.map((r) => [r.label, r.count])).toEqual([
      ['Cyprus', 50],
      ['Greece', 30],
      ['2 other countries', 20],
    ]);
  });

  it('fills the months nobody registered in', () => {
    const rows = timeframeRows({
      from: '2026-09-01',
      to: '2026-11-24',
      group_by: 'month',
      rows: [{ period: '2026-11-01', registrations: 4 }],
      total: 4,
    });
    expect(rows.map((r) => [r.label, r.registrations, r.end])).toEqual([
      ['Sep 2026', 0, '2026-09-30'],
      ['Oct 2026', 0, '2026-10-31'],
      ['Nov 2026', 4, '2026-11-24'],
    ]);
  });

  it('adds each day and the whole window in integer cents', () => {
    const table = dailyTable({
      currency: 'USD',
      from: '2026-11-23',
      to: '2026-11-24',
      rows: [
        { period: '2026-11-23', type: 'withdrawal', count: 1, usd: '0.20' },
        { period: '2026-11-23', type: 'deposit', count: 2, usd: '0.10' },
        { period: '2026-11-24', type: 'deposit', count: 1, usd: '1250.05' },
        { period: '2026-11-24', type: 'balance_operation_deposit', count: 1, usd: '0.01' },
        { period: '2026-11-24', type: 'credit_operation_withdrawal', count: 2, usd: '0.02' },
      ],
    });
    expect(table.groups).toEqual(['deposits', 'withdrawals', 'operations']);
    expect(table.rows.map((r) => [r.period, r.count, r.usd])).toEqual([
      ['2026-11-23', 3, '0.30'],
      ['2026-11-24', 4, '1250.08'],
    ]);
    expect(table.rows[1]?.byGroup.operations).toEqual({ count: 3, usd: '0.03' });
    expect(table.totals).toEqual({
      count: 7,
      usd: '1250.38',
      byGroup: {
        deposits: { count: 3, usd: '1250.15' },
        withdrawals: { count: 1, usd: '0.20' },
        operations: { count: 3, usd: '0.03' },
      },
    });
    const [deposits, withdrawals] = dailySeries(table, 'usd', t);
    expect(deposits?.values.map((v) => v.text)).toEqual(['$0.10', '$1,250.05']);
    expect(withdrawals?.values.map((v) => v.value)).toEqual(['0.20', '0.00']);
    expect(dailySeries(table, 'count', t)[0]?.values.map((v) => v.value)).toEqual([2, 1]);
  });
});
