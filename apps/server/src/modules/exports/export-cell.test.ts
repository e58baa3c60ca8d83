import { describe, expect, it } from 'vitest';
import { cellOf, neutralize } from './export-cell.ts';

describe('export cells', () => {
  it('neutralises what a spreadsheet would run as a formula (OWASP: = + - @ tab CR)', () => {
    for (const text of ['=HYPERLINK("http://evil.example","x")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      expect(neutralize(text)).toBe(`'${text}`);
    }
  });

  it('leaves plain text and plain numbers as they are, a negative amount included', () => {
    for (const text of ['Anna', 'a=b', '12.50', '-12.50', '-7', '']) expect(neutralize(text)).toBe(text);
  });

  it('keeps numbers and booleans, writes objects as JSON and nothing as an empty cell', () => {
    expect(cellOf(3)).toBe(3);
    expect(cellOf(false)).toBe(false);
    expect(cellOf(null)).toBeNull();
    expect(cellOf(undefined)).toBeNull();
    expect(cellOf({ utm_source: '=x' })).toBe('{"utm_source":"=x"}');
    expect(cellOf(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
  });
});
