import type { TCurrentUser } from '@crm/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { fetchCurrentUser } from './current-user.ts';

const noWait = async () => {};
const user: TCurrentUser = {
  _id: '6f1c1c2e-0000-4000-8000-000000000001',
  first_name: 'Ada',
  last_name: 'Byrne',
  email: 'ada@demo.test',
  department: 'support',
  brands: ['meridian'],
  permissions: [],
  role: null,
  sales_rotation_countries: [],
  enable_country_whitelist: false,
  whitelist_countries: [],
  active: true,
  two_factor_enabled: false,
  last_sign_in_at: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  selectedBrand: 'meridian',
  reportingTimeZone: 'UTC',
  language: 'en',
  viewAs: null,
};

describe('current user query (spec point 8)', () => {
  it('does not retry on 400, 401 or 403 and gives an empty object', async () => {
    for (const status of [400, 401, 403]) {
      let calls = 0;
      const result = await fetchCurrentUser(async () => {
        calls++;
        throw new ApiError(status, 10, 'no');
      }, noWait);
      expect(result).toEqual({});
      expect(calls).toBe(1);
    }
  });

  it('retries other failures up to 3 times, then gives an empty object', async () => {
    let calls = 0;
    const result = await fetchCurrentUser(async () => {
      calls++;
      throw new ApiError(503, 1, 'down');
    }, noWait);
    expect(calls).toBe(4);
    expect(result).toEqual({});
  });

  it('returns the user once a retry succeeds', async () => {
    let calls = 0;
    const result = await fetchCurrentUser(async () => {
      calls++;
      if (calls < 3) throw new TypeError('network');
      return user;
    }, noWait);
    expect(result).toBe(user);
  });
});
