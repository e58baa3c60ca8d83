import { describe, expect, it } from 'vitest';
import { formatWhen } from './run-format.ts';

describe('formatWhen', () => {
  it('reads dd/MM/yyyy, HH:mm:ss whatever the browser’s locale', () => {
    expect(formatWhen('2026-11-26T04:05:06.000Z')).toMatch(/^\d{2}\/\d{2}\/2026, \d{2}:\d{2}:06$/);
    expect(formatWhen(null)).toBe('—');
  });
});
