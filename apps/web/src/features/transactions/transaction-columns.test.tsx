import type { TTransactionRow } from '@crm/contracts';
import { enTransactions } from '@crm/contracts/locales/en/transactions';
import { describe, expect, it } from 'vitest';
import { registerEnglish, translateEnglish } from '../../lib/i18n/english.ts';
import { render } from '../../test/render.tsx';
import { transactionColumns } from './transaction-columns.tsx';
import type { TTransactionsT } from './transaction-labels.ts';

registerEnglish(enTransactions);
const englishT: TTransactionsT = translateEnglish;
const COLUMNS = transactionColumns(englishT);

const row = (over: Partial<TTransactionRow>): TTransactionRow => ({
  _id: 't1',
  user: 'c1',
  account: 'a1',
  counter_account: null,
  transaction_type: 'withdrawal',
  status: 'approved',
  amount: '250.00',
  currency: 'USD',
  refundAmount: '0.00',
  counter_amount: null,
  counter_currency: null,
  exchange_rate: null,
  method: 'bank_transfer',
  comment: null,
  createdAt: '2024-01-05T09:07:00.000Z',
  updatedAt: '2024-01-05T09:07:00.000Z',
  client: { _id: 'c1', readableId: '1001', first_name: 'Ada', last_name: 'Lovelace' },
  platform: 'mt5',
  login_id: '500001',
  counter_platform: null,
  counter_login_id: null,
  ...over,
});

const amountColumn = COLUMNS.find((c) => c.id === 'amount');

async function amountOf(t: TTransactionRow) {
  if (!amountColumn) throw new Error('the transactions list has no amount column');
  const { container } = await render(<div>{amountColumn.cell(t)}</div>);
  const span = container.querySelector('span');
  return { text: span?.textContent, className: span?.className, title: span?.title };
}

describe('transaction amounts', () => {
  it('shows money out with a minus sign in the danger colour, money in plainly', async () => {
    expect(await amountOf(row({}))).toMatchObject({ text: '−$250.00', className: 'amount-out' });
    const deposit = await amountOf(row({ transaction_type: 'deposit' }));
    expect(deposit.text).toBe('$250.00');
    expect(deposit.className).toBe('');
  });

  it('shows an amount that never moved muted and struck through, never as money out', async () => {
    for (const status of ['rejected', 'cancelled', 'error']) {
      expect(await amountOf(row({ status }))).toEqual({
        text: '$250.00',
        className: 'amount-none',
        title: 'No money moved',
      });
    }
    // A pending withdrawal still reserves its amount: it reads as money on its way out.
    expect(await amountOf(row({ status: 'pending' }))).toMatchObject({ text: '−$250.00', className: 'amount-out' });
  });
});

describe('transfers between currencies', () => {
  it('shows what arrived on the other account and the rate, under the amount that left', async () => {
    if (!amountColumn) throw new Error('the transactions list has no amount column');
    const transfer = row({
      transaction_type: 'transfer_between_accounts',
      amount: '100.00',
      currency: 'EUR',
      counter_amount: '108.12',
      counter_currency: 'USD',
      exchange_rate: '1.08120000',
    });
    const { container } = await render(<div>{amountColumn.cell(transfer)}</div>);
    expect(container.querySelector('.amount-counter')?.textContent).toBe('→ $108.12 at 1.0812');
    const plain = await render(<div>{amountColumn.cell(row({}))}</div>);
    expect(plain.container.querySelector('.amount-counter')).toBeNull();
  });
});

describe('transaction accounts', () => {
  it('shows where a transfer went, beside the account it left', async () => {
    const column = COLUMNS.find((c) => c.id === 'account');
    if (!column) throw new Error('the transactions list has no account column');
    const text = async (t: TTransactionRow) => (await render(<div>{column.cell(t)}</div>)).container.textContent;
    expect(await text(row({}))).toBe('mt5 500001');
    expect(
      await text(
        row({
          transaction_type: 'transfer_between_accounts',
          counter_account: 'a2',
          counter_platform: 'ctrader',
          counter_login_id: '700002',
        }),
      ),
    ).toBe('mt5 500001 → ctrader 700002');
  });
});
