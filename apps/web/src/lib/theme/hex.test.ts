import { describe, expect, it } from 'vitest';
import { expandHex, toCssRgb } from './hex.ts';

describe('hex expansion (spec point 5)', () => {
  it('expands 1, 2, 3, 4, 6 and 8 digits', () => {
    expect(expandHex('#f')).toEqual({ r: 255, g: 255, b: 255 });
    expect(expandHex('a0')).toEqual({ r: 160, g: 160, b: 160 });
    expect(expandHex('#0f8')).toEqual({ r: 0, g: 255, b: 136 });
    expect(expandHex('#0f88')).toEqual({ r: 0, g: 255, b: 136, a: 0.533 });
    expect(expandHex('#1e293b')).toEqual({ r: 30, g: 41, b: 59 });
    expect(expandHex('#1e293b80')).toEqual({ r: 30, g: 41, b: 59, a: 0.502 });
  });

  it('refuses other lengths and non-hex text', () => {
    for (const bad of ['', '#12345', '#1234567', 'xyz', '#ggg']) expect(expandHex(bad)).toBeNull();
  });

  it('writes CSS', () => {
    expect(toCssRgb({ r: 1, g: 2, b: 3 })).toBe('rgb(1, 2, 3)');
    expect(toCssRgb({ r: 1, g: 2, b: 3, a: 0.5 })).toBe('rgba(1, 2, 3, 0.5)');
  });
});
