import { IB_LEAD_FIELDS, type TIbLeadField } from '@crm/contracts';
import { enIbLeads } from '@crm/contracts/locales/en/ib-leads';

/** A field's label key (`ibLeads.field.email`); every field has one (lead-labels.test.ts). */
export const fieldLabelKey = (field: TIbLeadField) => `ibLeads.field.${field}` as const;

/**
 * The fields' English labels, for the fix dialog until it speaks through `t()` (kit-leftovers
 * rewrites it): the area's texts, not a second copy of them.
 */
export const FIELD_LABELS = Object.fromEntries(
  IB_LEAD_FIELDS.map((field) => [field, enIbLeads[fieldLabelKey(field)]]),
) as Record<TIbLeadField, string>;
