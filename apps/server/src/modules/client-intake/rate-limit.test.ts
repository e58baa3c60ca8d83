import { describe, expect, it } from 'vitest';
import { WindowLimiter } from './rate-limit.ts';

describe('the per-key window', () => {
  it('lets `limit` calls through per window and key, then says how long to wait', () => {
    let now = 1_000_000;
    const limiter = new WindowLimiter(2, 60_000, () => now);
    expect(limiter.take('a')).toBeNull();
    expect(limiter.take('a')).toBeNull();
    expect(limiter.take('a')).toBe(60);
    expect(limiter.take('b')).toBeNull();
    now += 45_000;
    expect(limiter.take('a')).toBe(15);
    now += 15_000;
    expect(limiter.take('a')).toBeNull();
  });
});
