import { describe, expect, it } from 'vitest';
import { drillPath } from '../../components/report/drill-link.tsx';
import { drillTo, WHOLE_SCOPE } from './finance-drills.ts';

const days = { from: '2026-10-01', to: '2026-10-31' };

describe('drillTo', () => {
  it('carries the report’s countries, agent and platform to the list', () => {
    const drill = drillTo(
      'deposits',
      days,
      { currency: 'EUR', countries: ['cy', 'gr'], agent: 'a1', platform: 'mt5' },
      3,
      'x',
    );
    expect(drill && decodeURIComponent(drillPath(drill.to, drill.query))).toBe(
      '/finances/deposits?fromDate=2026-10-01&toDate=2026-10-31&transaction_type=deposit&status=approved,partial_refund,refund&currency=EUR&country=cy,gr&sales_agent=a1&platform=mt5',
    );
  });

  it('adds no filter for a report over everything, and no link for a figure of no rows', () => {
    const drill = drillTo('withdrawals', days, WHOLE_SCOPE, 1, 'x');
    expect(drill?.query).toMatchObject({ country: [], sales_agent: null, platform: null, currency: null });
    expect(drillTo('withdrawals', days, WHOLE_SCOPE, 0, 'x')).toBeNull();
  });
});
