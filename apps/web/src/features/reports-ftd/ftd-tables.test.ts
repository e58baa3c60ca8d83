import { enReportFtd } from '@crm/contracts/locales/en/report-ftd';
import { enReports } from '@crm/contracts/locales/en/reports';
import { describe, expect, it } from 'vitest';
import { areaTranslate } from '../../lib/i18n/use-t.ts';
import { utmSourceOptions } from './ftd-tables.tsx';

const t = areaTranslate(enReportFtd, enReports);

const row = (utm_source: string | null) => ({ utm_source, ftd_count: 1, ftd_usd: '1.00' });

describe('the UTM source filter of the first-time deposit report', () => {
  it('offers the clients without a source first, then the sources shown, by name', () => {
    expect(utmSourceOptions([row('meta'), row(null), row('google')], null, t)).toEqual([
      { value: '(none)', label: 'No UTM source' },
      { value: 'google', label: 'google' },
      { value: 'meta', label: 'meta' },
    ]);
  });

  it('keeps the chosen source even when the period has no first deposit from it', () => {
    expect(utmSourceOptions([], 'newsletter', t).map((o) => o.value)).toEqual(['(none)', 'newsletter']);
  });
});
