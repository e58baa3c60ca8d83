import { describe, expect, it } from 'vitest';
import { drillPath } from '../../components/report/drill-link.tsx';
import { kpiDrill, movedDrill, toClients } from './drills.ts';

const range = { from: '2026-11-01', to: '2026-11-24' };
const pathOf = (d: ReturnType<typeof kpiDrill>) => (d ? decodeURIComponent(drillPath(d.to, d.query)) : null);

describe('kpiDrill', () => {
  it('opens the clients list registered in the range (verified: KYC approved too)', () => {
    const can = () => true;
    expect(pathOf(kpiDrill('new_clients', range, can))).toBe(
      '/clients?filters=from_date[gte]:2026-11-01,to_date[lte]:2026-11-24',
    );
    expect(pathOf(kpiDrill('verified', range, can))).toBe(
      '/clients?filters=from_date[gte]:2026-11-01,to_date[lte]:2026-11-24,kyc_approved[eq]:true',
    );
  });

  it('opens settled deposits and approved withdrawals with the list query names', () => {
    const can = () => true;
    expect(pathOf(kpiDrill('deposits_usd', range, can))).toBe(
      '/finances/deposits?fromDate=2026-11-01&toDate=2026-11-24&transaction_type=deposit&status=approved,partial_refund,refund',
    );
    expect(pathOf(kpiDrill('withdrawals_usd', range, can))).toBe(
      '/finances/withdrawals?fromDate=2026-11-01&toDate=2026-11-24&transaction_type=withdrawal&status=approved',
    );
    expect(pathOf(kpiDrill('net_deposits_usd', range, can))).toBe(
      '/reports/finances?fromDate=2026-11-01&toDate=2026-11-24',
    );
  });

  it('links nothing the user may not open', () => {
    const onlyReports = (...p: string[]) => p.includes('reports.finances');
    expect(kpiDrill('deposits_usd', range, onlyReports)).toBeNull();
    expect(kpiDrill('ftd_count', range, onlyReports)).toBeNull();
    expect(kpiDrill('net_deposits_usd', range, onlyReports)).not.toBeNull();
  });

  it('builds client filters without a range', () => {
    expect(toClients(null, 'country[eq]:cy').query).toEqual({ filters: 'country[eq]:cy' });
  });
});

describe('movedDrill', () => {
  it("opens a day's deposits that arrived, or its approved withdrawals; nothing for other types", () => {
    const can = () => true;
    expect(pathOf(movedDrill('deposits', '2026-11-24', can))).toBe(
      '/finances/deposits?fromDate=2026-11-24&toDate=2026-11-24&transaction_type=deposit&status=approved,partial_refund,refund,chargeback,duplicated',
    );
    expect(pathOf(movedDrill('withdrawals', '2026-11-24', can))).toBe(
      '/finances/withdrawals?fromDate=2026-11-24&toDate=2026-11-24&transaction_type=withdrawal&status=approved',
    );
    expect(movedDrill('operations', '2026-11-24', can)).toBeNull();
  });
});
