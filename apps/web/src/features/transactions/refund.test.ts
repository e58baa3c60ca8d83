import { enTransactions } from '@crm/contracts/locales/en/transactions';
import { describe, expect, it } from 'vitest';
import { areaTranslate } from '../../lib/i18n/use-t.ts';
import { checkRefund, isRefundable, refundLeft } from './refund.ts';

const t = areaTranslate(enTransactions);

const deposit = {
  transaction_type: 'deposit' as const,
  status: 'approved',
  amount: '100.00',
  refundAmount: '0.00',
  currency: 'USD',
};

describe('refund limit', () => {
  it('allows a partial and then the rest, never more than is left', () => {
    expect(checkRefund('40', deposit, t)).toEqual({ amount: '40.00' });
    const partly = { ...deposit, status: 'partial_refund', refundAmount: '40.00' };
    expect(refundLeft(partly)).toBe('60.00');
    expect(checkRefund('60', partly, t)).toEqual({ amount: '60.00' });
    expect(checkRefund('60.01', partly, t)).toEqual({ error: 'At most $60.00 is left to refund' });
  });

  it('refuses zero, junk and more digits than the currency has', () => {
    expect(checkRefund('0', deposit, t)).toEqual({ error: 'The refund must be more than zero' });
    expect(checkRefund('abc', deposit, t)).toEqual({ error: 'Enter an amount in USD' });
    expect(checkRefund('1.005', deposit, t)).toEqual({ error: 'Enter an amount in USD' });
    expect(checkRefund('0.00000001', { ...deposit, currency: 'BTC', amount: '0.5' }, t)).toEqual({
      amount: '0.00000001',
    });
  });

  it('offers a refund only on a settled deposit with something left', () => {
    expect(isRefundable(deposit)).toBe(true);
    expect(isRefundable({ ...deposit, status: 'partial_refund', refundAmount: '99.99' })).toBe(true);
    expect(isRefundable({ ...deposit, status: 'refund', refundAmount: '100.00' })).toBe(false);
    expect(isRefundable({ ...deposit, status: 'pending' })).toBe(false);
    expect(isRefundable({ ...deposit, status: 'chargeback' })).toBe(false);
    expect(isRefundable({ ...deposit, transaction_type: 'balance_operation_deposit' })).toBe(true);
    expect(isRefundable({ ...deposit, transaction_type: 'credit_operation_deposit' })).toBe(false);
    expect(isRefundable({ ...deposit, transaction_type: 'withdrawal' })).toBe(false);
  });
});
