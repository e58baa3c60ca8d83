/**
 * How to read a registration-cohort report (UTMs, campaigns): what is counted, on which day, in
 * which money, and what net deposits are (docs/ARCHITECTURE.md, "Reports").
 */
export const COHORT_NOTE =
  'Clients registered in the period (days are the brokerage’s reporting days), with what they have deposited since. ' +
  'Amounts in USD at the rate of each transaction’s reporting day; refunds and chargebacks count on the day of the deposit they give back. ' +
  'Net deposits: settled deposits less refunds, chargebacks and approved withdrawals; balance and credit operations are not in them. ' +
  'Conversion: FTDs over registrations.';
