import { TRANSACTION_TYPES } from '@crm/contracts';
import { elTransactions } from '@crm/contracts/locales/el/transactions';
import { enTransactions } from '@crm/contracts/locales/en/transactions';
import { PAYMENT_STATUSES, WITHDRAWAL_STATUSES } from '@crm/contracts/money-status';
import { describe, expect, it } from 'vitest';
import { areaTranslate } from '../../lib/i18n/use-t.ts';
import { statusLabel, typeLabel } from './transaction-labels.ts';

const t = areaTranslate(enTransactions);
const keys: readonly string[] = Object.keys(enTransactions);

describe('transaction labels', () => {
  it('has English and Greek for every type and every status', () => {
    for (const type of TRANSACTION_TYPES) expect(keys, type).toContain(`transactions.type.${type}`);
    for (const status of [...PAYMENT_STATUSES, ...WITHDRAWAL_STATUSES])
      expect(keys, status).toContain(`transactions.status.${status}`);
    expect(Object.keys(elTransactions).sort()).toEqual([...keys].sort());
  });

  it('says a type and a status as the lists did, and a status it does not know from its code', () => {
    expect(typeLabel('balance_operation_deposit', t)).toBe('Balance deposit');
    expect(statusLabel('partial_refund', t)).toBe('Partial refund');
    expect(statusLabel('on_hold', t)).toBe('On hold');
  });
});
