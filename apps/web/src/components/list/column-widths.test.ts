import { describe, expect, it } from 'vitest';
import { MAX_WIDTH, MIN_WIDTH, parseWidths, serializeWidths, widthsStorageKey } from './column-widths.ts';

describe('column widths kept per list', () => {
  it('are stored beside the column choice of the same list', () => {
    expect(widthsStorageKey('/clients/pending')).toBe('/clients/pending-widths');
  });

  it('read back what was saved, in whole pixels within the allowed range', () => {
    expect(parseWidths(serializeWidths({ email: 220.4, phone: 10, note: 5000 }))).toEqual({
      email: 220,
      phone: MIN_WIDTH,
      note: MAX_WIDTH,
    });
  });

  it('ignore anything else found in storage', () => {
    expect(parseWidths(null)).toEqual({});
    expect(parseWidths('not json')).toEqual({});
    expect(parseWidths('[120]')).toEqual({});
    expect(parseWidths('{"email":"wide","phone":140}')).toEqual({ phone: 140 });
  });
});
