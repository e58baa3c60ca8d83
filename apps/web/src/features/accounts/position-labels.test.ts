import { describe, expect, it } from 'vitest';
import { profitTone } from './position-labels.ts';

describe('profitTone', () => {
  it('reads gains and losses from the sign', () => {
    expect(profitTone('12.82')).toBe('gain');
    expect(profitTone('+0.01')).toBe('gain');
    expect(profitTone('-57.20')).toBe('loss');
    expect(profitTone('-0.000000001')).toBe('loss');
  });

  it('calls zero flat, signed or not', () => {
    for (const zero of ['0', '0.00', '-0.00', '+0', '.0', '000.000']) expect(profitTone(zero)).toBe('flat');
  });

  it('calls anything that is not an amount flat', () => {
    for (const text of ['', '-', 'NaN', '1e5', '12,50']) expect(profitTone(text)).toBe('flat');
  });
});
