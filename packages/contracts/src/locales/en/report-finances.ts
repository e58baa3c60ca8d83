/** `/reports/finances`: money in and out per period, by method and by currency. */
export const enReportFinances = {
  'reportFinances.title': 'Finances',
  'reportFinances.note':
    "Amounts in USD at the rate of each transaction's reporting day (the brokerage's reporting day, not your browser's). Deposits are settled client deposits; refunds and chargebacks count on the day of the deposit they give back. Net deposits = deposits that arrived − refunds − chargebacks and duplicates − approved withdrawals; balance and credit operations are staff operations, shown apart and never in net deposits. Demo accounts never count.",
  'reportFinances.empty': 'No money moved in this period.',
  'reportFinances.chooseDays': 'Choose both days of the period.',
  'reportFinances.caption.day': 'Finances per day',
  'reportFinances.caption.week': 'Finances per week',
  'reportFinances.caption.month': 'Finances per month',
  'reportFinances.captionDays.day': 'Finances per day, {{from}} to {{to}}',
  'reportFinances.captionDays.week': 'Finances per week, {{from}} to {{to}}',
  'reportFinances.captionDays.month': 'Finances per month, {{from}} to {{to}}',
  'reportFinances.days': '{{from}} to {{to}}',
  'reportFinances.figureLink': '{{figure}}, {{days}}: {{value}}',
  'reportFinances.figure.deposits_count': 'Deposits',
  'reportFinances.figure.deposits_usd': 'Deposits USD',
  'reportFinances.figure.withdrawals_count': 'Withdrawals',
  'reportFinances.figure.withdrawals_usd': 'Withdrawals USD',
  'reportFinances.figure.net_deposits_usd': 'Net deposits',
  'reportFinances.figure.refunds': 'Refunds',
  'reportFinances.figure.chargebacks': 'Chargebacks',
  'reportFinances.figure.duplicates': 'Duplicates',
  'reportFinances.figure.balance_in': 'Balance in',
  'reportFinances.figure.balance_out': 'Balance out',
  'reportFinances.figure.credit_in': 'Credit in',
  'reportFinances.figure.credit_out': 'Credit out',
  'reportFinances.figure.deposit_rate': 'Deposit approval',
  'reportFinances.figure.withdrawal_rate': 'Withdrawal approval',
  'reportFinances.summary.day':
    'Deposits, withdrawals and net deposits per day: deposits {{deposits}}, withdrawals {{withdrawals}}, net deposits {{net}}.',
  'reportFinances.summary.week':
    'Deposits, withdrawals and net deposits per week: deposits {{deposits}}, withdrawals {{withdrawals}}, net deposits {{net}}.',
  'reportFinances.summary.month':
    'Deposits, withdrawals and net deposits per month: deposits {{deposits}}, withdrawals {{withdrawals}}, net deposits {{net}}.',

  // Breakdowns by method and by currency.
  'reportFinances.byMethod': 'By method',
  'reportFinances.byMethodCaption': 'Finances by method',
  'reportFinances.method': 'Method',
  'reportFinances.byCurrency': 'By currency',
  'reportFinances.byCurrencyCaption': 'Finances by currency',
  'reportFinances.currency': 'Currency',
  'reportFinances.deposited': 'Deposited',
  'reportFinances.withdrawn': 'Withdrawn',
  'reportFinances.noBreakdown': 'No deposits or withdrawals in this period.',
  'reportFinances.depositsLink': '{{name}} deposits, {{days}}: {{value}}',
  'reportFinances.withdrawalsLink': '{{name}} withdrawals, {{days}}: {{value}}',
} as const;
