import { describe, expect, it } from 'vitest';
import { readRequestFilters, requestFilters } from './request-filters.ts';

describe('request filters', () => {
  it('writes the sub-lists as spec point 7 names them', () => {
    expect(requestFilters({ request_type: ['changeAccountLeverage'] })).toBe('request_type[eq]:changeAccountLeverage');
    expect(requestFilters({ request_type: ['deleteAccount'], status: ['pending', 'reject'] })).toBe(
      'request_type[eq]:deleteAccount,status[eq]:pending|reject',
    );
    expect(requestFilters({ request_type: [], status: [] })).toBeNull();
  });

  it('reads back what it wrote, and nothing from a malformed parameter', () => {
    const choice = {
      request_type: ['withdrawFromAccount', 'transferFundsBetweenAccounts'],
      status: ['pending'],
      rest: '',
    };
    expect(readRequestFilters(requestFilters(choice))).toEqual(choice);
    expect(readRequestFilters('status=pending')).toEqual({ request_type: [], status: [], rest: '' });
    expect(readRequestFilters(null)).toEqual({ request_type: [], status: [], rest: '' });
  });

  it('keeps a filter the controls do not show, so a shared link keeps its meaning', () => {
    const link = 'createdAt[gte]:2026-11-01,status[eq]:pending,request_type[ne]:deleteAccount';
    const read = readRequestFilters(link);
    expect(read).toEqual({
      request_type: [],
      status: ['pending'],
      rest: 'createdAt[gte]:2026-11-01,request_type[ne]:deleteAccount',
    });
    expect(requestFilters({ ...read, status: ['reject'] })).toBe(
      'status[eq]:reject,createdAt[gte]:2026-11-01,request_type[ne]:deleteAccount',
    );
  });
});
