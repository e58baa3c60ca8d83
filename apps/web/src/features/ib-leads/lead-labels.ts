import type { TIbLeadField, TIbLeadRowStatus } from '@crm/contracts';

export const FIELD_LABELS: Record<TIbLeadField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  country: 'Country',
  utm_source: 'UTM source',
  utm_medium: 'UTM medium',
  utm_campaign: 'UTM campaign',
  utm_term: 'UTM term',
  utm_content: 'UTM content',
};

export const STATUS_LABELS: Record<TIbLeadRowStatus, string> = {
  ready: 'Ready',
  invalid: 'To fix',
  duplicate: 'Duplicate',
  dropped: 'Dropped',
  created: 'Created',
  skipped: 'Skipped',
};
