import { describe, expect, it } from 'vitest';
import { toCsv } from './report-csv.ts';

describe('report CSV', () => {
  it('quotes what needs it and neutralises formulas, keeping numbers as numbers', () => {
    const csv = toCsv(
      ['Source', 'Deposits', 'Net'],
      [
        ['=HYPERLINK("x")', '1250.05', '-12.50'],
        ['a, b', 3, null],
        ['@sum', '+1', '-x'],
      ],
    );
    expect(csv).toBe(
      'Source,Deposits,Net\r\n' + `"'=HYPERLINK(""x"")",1250.05,-12.50\r\n` + '"a, b",3,\r\n' + "'@sum,'+1,'-x\r\n",
    );
  });
});
