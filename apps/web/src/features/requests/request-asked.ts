import type { TClientRequest } from '@crm/contracts';
import { methodLabel } from './request-labels.ts';

/** An account as staff name it: platform and login, marked when it is a demo account. */
export const accountLabel = (a: TClientRequest['account']) =>
  `${a.platform} ${a.login_id}${a.environment_type === 'demo' ? ' (demo)' : ''}`;

const short = (hash: string) => (hash.length > 12 ? `${hash.slice(0, 10)}…` : hash);

/** What the client asked for, in a few words. */
export function asked(r: TClientRequest): string {
  switch (r.request_type) {
    case 'withdrawFromAccount':
      return `by ${methodLabel(r.method)}`;
    case 'depositCryptoToAccount':
      // A hash is long: its start tells one apart (the CSV export has it whole).
      return [r.details.crypto_currency, r.details.tx_hash ? `tx ${short(r.details.tx_hash)}` : null]
        .filter(Boolean)
        .join(' · ');
    case 'transferFundsBetweenAccounts':
      return r.account_to ? `to ${accountLabel(r.account_to)}` : '—';
    case 'changeAccountLeverage':
      return r.leverage ? `to 1:${r.leverage}` : '—';
    case 'deleteAccount':
      return r.details.reason ?? '';
    // Staff operations over the approval policy's threshold (raised by staff, approved by another).
    case 'balanceOperation':
    case 'creditOperation':
      return [r.details.type === 'deposit' ? 'add' : 'take off', r.details.comment].filter(Boolean).join(' · ');
    case 'refundTransaction':
      return r.details.transaction ? `of deposit ${r.details.transaction.slice(0, 8)}` : '';
  }
}
