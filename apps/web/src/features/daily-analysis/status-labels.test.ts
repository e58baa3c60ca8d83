import { DAILY_ANALYSIS_STATUSES, MAIL_DELIVERY_STATUSES } from '@crm/contracts';
import { elDailyAnalysis } from '@crm/contracts/locales/el/daily-analysis';
import { enDailyAnalysis } from '@crm/contracts/locales/en/daily-analysis';
import { describe, expect, it } from 'vitest';

/** The page names an analysis's status and a delivery's by key: every value has one. */
describe('daily analysis: status labels', () => {
  it('has a text for every analysis and delivery status, in English and Greek', () => {
    const keys = [
      ...DAILY_ANALYSIS_STATUSES.map((s) => `dailyAnalysis.status.${s}`),
      ...MAIL_DELIVERY_STATUSES.map((s) => `dailyAnalysis.delivery.${s}`),
    ];
    for (const key of keys) {
      expect(Object.hasOwn(enDailyAnalysis, key), key).toBe(true);
      expect(Object.hasOwn(elDailyAnalysis, key), key).toBe(true);
    }
  });
});
