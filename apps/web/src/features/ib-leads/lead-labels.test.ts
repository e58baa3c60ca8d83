import { IB_LEAD_FIELDS, IB_LEAD_IMPORT_STATUSES, IB_LEAD_ROW_STATUSES } from '@crm/contracts';
import { elIbLeads } from '@crm/contracts/locales/el/ib-leads';
import { enIbLeads } from '@crm/contracts/locales/en/ib-leads';
import { describe, expect, it } from 'vitest';
import { fieldLabelKey } from './lead-labels.ts';

/** The page names fields and statuses by key (`ibLeads.rowStatus.${status}`): every value has one. */
describe('IB leads: labels', () => {
  it('has a text for every field, row status and import status, in English and Greek', () => {
    const keys = [
      ...IB_LEAD_FIELDS.map(fieldLabelKey),
      ...IB_LEAD_ROW_STATUSES.map((s) => `ibLeads.rowStatus.${s}`),
      ...IB_LEAD_IMPORT_STATUSES.map((s) => `ibLeads.importStatus.${s}`),
    ];
    for (const key of keys) {
      expect(Object.hasOwn(enIbLeads, key), key).toBe(true);
      expect(Object.hasOwn(elIbLeads, key), key).toBe(true);
    }
  });
});
