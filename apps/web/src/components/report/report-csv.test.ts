import { describe, expect, it } from 'vitest';
import { reportCsv } from './report-csv.ts';

describe('reportCsv', () => {
  it('quotes what needs it and neutralises formulas, keeping plain numbers', () => {
    expect(
      reportCsv(
        ['Source', 'Registrations', 'Net deposits'],
        [
          ['=HYPERLINK("x")', 3, '-12.50'],
          ['a,b', 0, '0.00'],
          [null, 1, '+1'],
        ],
      ),
    ).toBe('Source,Registrations,Net deposits\r\n"\'=HYPERLINK(""x"")",3,-12.50\r\n"a,b",0,0.00\r\n,1,\'+1\r\n');
  });
});
