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
    const choice = { request_type: ['withdrawFromAccount', 'transferFundsBetweenAccounts'], status: ['pending'] };
    expect(readRequestFilters(requestFilters(choice))).toEqual(choice);
    expect(readRequestFilters('status=pending')).toEqual({ request_type: [], status: [] });
    expect(readRequestFilters(null)).toEqual({ request_type: [], status: [] });
  });
});
