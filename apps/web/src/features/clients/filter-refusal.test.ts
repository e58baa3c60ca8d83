import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { filterRefusalOf, retryServerFailures } from './filter-refusal.ts';

describe('a refused filter', () => {
  const refusal = new ApiError(400, 2, 'First Time Deposit Amount in USD (ftd_amount_usd): "12a3.5x" is not…', [
    { path: 'query.filters', message: 'First Time Deposit Amount in USD (ftd_amount_usd): "12a3.5x" is not…' },
  ]);

  it('is the server’s message when the 400 names the filters, nothing else', () => {
    expect(filterRefusalOf(refusal)).toContain('First Time Deposit Amount in USD');
    expect(filterRefusalOf(new ApiError(400, 2, 'Bad sort', [{ path: 'query.sort', message: 'Bad sort' }]))).toBeNull();
    expect(filterRefusalOf(new ApiError(500, 1, 'Internal error'))).toBeNull();
    expect(filterRefusalOf(new Error('offline'))).toBeNull();
  });

  it('is not retried; a server failure is, once', () => {
    expect(retryServerFailures(0, refusal)).toBe(false);
    expect(retryServerFailures(0, new ApiError(503, 80, 'Database unavailable'))).toBe(true);
    expect(retryServerFailures(1, new ApiError(503, 80, 'Database unavailable'))).toBe(false);
  });
});
