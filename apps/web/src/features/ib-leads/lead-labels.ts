import type { TIbLeadField } from '@crm/contracts';

/** A field's label key (`ibLeads.field.email`); every field has one (lead-labels.test.ts). */
export const fieldLabelKey = (field: TIbLeadField) => `ibLeads.field.${field}` as const;
