import { ACCOUNT_TIERS } from '@crm/contracts/account-tier-values';
import { ENVIRONMENTS } from '@crm/contracts/accounts';
import { CLIENT_FILTER_FIELDS, CLIENT_FILTERS } from '@crm/contracts/client-filters';
import { DOCUMENT_KINDS, DOCUMENT_STATUSES } from '@crm/contracts/documents';
import { FILTER_OPERATORS } from '@crm/contracts/filters';
import { KYC_STATUSES } from '@crm/contracts/kyc-statuses';
import { el } from '@crm/contracts/locales/el';
import { en } from '@crm/contracts/locales/en';
import { CONSENT_SOURCES } from '@crm/contracts/messaging';
import { PAYMENT_METHODS, REQUEST_ACTIONS, REQUEST_STATUSES, REQUEST_TYPES } from '@crm/contracts/requests';
import { POSITION_STATUSES } from '@crm/contracts/trades';
import { describe, expect, it } from 'vitest';

/**
 * Keys the client desk computes from data (`clients.kyc.${status}`, `requests.type.${type}`…): every
 * value the contracts allow has its English and its Greek, so no value ever shows as a bare key.
 */
const computed: [prefix: string, values: readonly string[]][] = [
  ['clients.kyc.', KYC_STATUSES],
  ['clients.filter.', CLIENT_FILTER_FIELDS],
  ['clients.operator.', FILTER_OPERATORS],
  ['clients.filterValue.', CLIENT_FILTERS.filter((f) => f.type === 'boolean').flatMap((f) => f.values)],
  ['clientPage.consent.source.', CONSENT_SOURCES],
  ['clientPage.upload.kind.', DOCUMENT_KINDS],
  ['documents.kind.', DOCUMENT_KINDS],
  ['documents.status.', DOCUMENT_STATUSES],
  ['requests.type.', REQUEST_TYPES],
  ['requests.status.', REQUEST_STATUSES],
  ['requests.method.', [...PAYMENT_METHODS, 'crypto']],
  ['requests.dialog.', REQUEST_ACTIONS],
  ['requests.', REQUEST_ACTIONS],
  ['accounts.tier.', ACCOUNT_TIERS],
  ['accounts.environment.', ENVIRONMENTS],
  ['accounts.position.', POSITION_STATUSES],
];

describe('the client desk’s keys made from data', () => {
  it.each(computed)('has %s… for every value, in English and Greek', (prefix, values) => {
    const missing = values.flatMap((v) => {
      const key = `${prefix}${v}`;
      return key in en && key in el ? [] : [key];
    });
    expect(missing).toEqual([]);
  });

  it('names every client filter the server offers by its field, as the server does in English', () => {
    for (const filter of CLIENT_FILTERS) expect(en[`clients.filter.${filter.name}`]).toBe(filter.label);
  });
});
