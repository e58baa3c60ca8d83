import { FUNCTION_RUN_STATUSES, FUNCTION_RUN_TRIGGERS } from '@crm/contracts';
import { elScheduledFunctions } from '@crm/contracts/locales/el/scheduled-functions';
import { enScheduledFunctions } from '@crm/contracts/locales/en/scheduled-functions';
import { SCHEDULED_FUNCTION_NAMES } from '@crm/contracts/scheduled-function-values';
import { describe, expect, it } from 'vitest';

/** The page names a run's status and trigger by key (`scheduled.status.${status}`): every value has one. */
describe('scheduled functions: run labels', () => {
  it('has a text for every run status and trigger, in English and Greek', () => {
    const keys = [
      ...FUNCTION_RUN_STATUSES.map((s) => `scheduled.status.${s}`),
      ...FUNCTION_RUN_TRIGGERS.map((s) => `scheduled.trigger.${s}`),
    ];
    for (const key of keys) {
      expect(Object.hasOwn(enScheduledFunctions, key), key).toBe(true);
      expect(Object.hasOwn(elScheduledFunctions, key), key).toBe(true);
    }
  });

  it('has a description for every function the registry may list, in English and Greek', () => {
    for (const name of SCHEDULED_FUNCTION_NAMES) {
      const key = `scheduled.fn.${name}`;
      expect(Object.hasOwn(enScheduledFunctions, key), key).toBe(true);
      expect(Object.hasOwn(elScheduledFunctions, key), key).toBe(true);
    }
  });
});
