import { describe, expect, it } from 'vitest';
import { isNewFailure } from './use-check-alerts.ts';

describe('failed-check alerts', () => {
  it('alerts on a rise only: first failure, a second one, not a reload nor a recovery', () => {
    expect(isNewFailure(0, null)).toBe(false);
    expect(isNewFailure(1, null)).toBe(true);
    expect(isNewFailure(1, '0')).toBe(true);
    expect(isNewFailure(1, '1')).toBe(false);
    expect(isNewFailure(2, '1')).toBe(true);
    expect(isNewFailure(0, '2')).toBe(false);
    expect(isNewFailure(1, 'garbage')).toBe(true);
  });
});
