import { describe, expect, it } from 'vitest';
import { readAuditView } from './audit-filters.ts';

const from = (query: string) => {
  const params = new URLSearchParams(query);
  return (key: string) => params.get(key) || null;
};

describe('readAuditView', () => {
  it('is any time with no filter by default', () => {
    expect(readAuditView(from(''), '2026-11-24')).toEqual({
      period: 'any',
      filters: { actor: undefined, action: undefined, type: undefined, entityId: undefined },
    });
  });

  it('resolves a preset from today, and keeps custom days as given', () => {
    expect(readAuditView(from('period=last7Days'), '2026-11-24').filters).toMatchObject({
      fromDate: '2026-11-18',
      toDate: '2026-11-24',
    });
    expect(readAuditView(from('fromDate=2026-01-01'), '2026-11-24')).toMatchObject({
      period: 'custom',
      filters: { fromDate: '2026-01-01', toDate: undefined },
    });
    expect(readAuditView(from('fromDate=2026-02-30'), '2026-11-24').period).toBe('any');
  });

  it('takes an object id only with its type', () => {
    expect(readAuditView(from('entityId=42'), '2026-11-24').filters.entityId).toBeUndefined();
    expect(readAuditView(from('type=client&entityId=42'), '2026-11-24').filters).toMatchObject({
      type: 'client',
      entityId: '42',
    });
  });
});
