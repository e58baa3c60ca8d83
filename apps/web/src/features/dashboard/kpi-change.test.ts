import { describe, expect, it } from 'vitest';
import { changeOf, integerOf } from './kpi-change.ts';

describe('changeOf', () => {
  it('compares counts: direction and percent to one decimal, half away from zero', () => {
    expect(changeOf(9, 8)).toEqual({ direction: 'up', percent: '12.5%' });
    expect(changeOf(2, 3)).toEqual({ direction: 'down', percent: '33.3%' });
    expect(changeOf(1, 3)).toEqual({ direction: 'down', percent: '66.7%' });
    expect(changeOf(5, 5)).toEqual({ direction: 'flat', percent: '0.0%' });
  });

  it('compares money in cents, exactly (no float rounding)', () => {
    expect(integerOf('1250.05')).toBe(125005n);
    expect(integerOf('-0.10')).toBe(-10n);
    expect(changeOf('0.30', '0.10')).toEqual({ direction: 'up', percent: '200.0%' });
    expect(changeOf('100.01', '100.00')).toEqual({ direction: 'up', percent: '0.0%' });
    expect(changeOf('100.05', '100.00')).toEqual({ direction: 'up', percent: '0.1%' });
  });

  it('measures a change from a negative figure (net deposits) by its size', () => {
    expect(changeOf('-50.00', '-100.00')).toEqual({ direction: 'up', percent: '50.0%' });
    expect(changeOf('-150.00', '-100.00')).toEqual({ direction: 'down', percent: '50.0%' });
  });

  it('gives no percent when the previous period had nothing', () => {
    expect(changeOf(4, 0)).toEqual({ direction: 'up', percent: null });
    expect(changeOf('0.00', '0.00')).toEqual({ direction: 'flat', percent: '0.0%' });
  });
});
