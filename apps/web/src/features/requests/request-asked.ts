import type { TClientRequest } from '@crm/contracts';
import { methodText, type RequestsT } from './request-labels.ts';

/** An account as staff name it: platform and login, marked when it is a demo account. */
export const accountLabel = (a: TClientRequest['account'], t: RequestsT) => {
  const account = `${a.platform} ${a.login_id}`;
  return a.environment_type === 'demo' ? t('requests.demoAccount', { account }) : account;
};

const short = (hash: string) => (hash.length > 12 ? `${hash.slice(0, 10)}…` : hash);

/** What the client asked for, in a few words. */
export function asked(r: TClientRequest, t: RequestsT): string {
  switch (r.request_type) {
    case 'withdrawFromAccount':
      return t('requests.asked.by', { method: methodText(r.method, t) });
    case 'depositCryptoToAccount':
      // A hash is long: its start tells one apart (the CSV export has it whole).
      return [
        r.details.crypto_currency,
        r.details.tx_hash ? t('requests.asked.tx', { hash: short(r.details.tx_hash) }) : null,
      ]
        .filter(Boolean)
        .join(' · ');
    case 'transferFundsBetweenAccounts':
      return r.account_to ? t('requests.asked.to', { account: accountLabel(r.account_to, t) }) : '—';
    case 'changeAccountLeverage':
      return r.leverage ? t('requests.asked.leverage', { leverage: r.leverage }) : '—';
    case 'deleteAccount':
      return r.details.reason ?? '';
    // Staff operations over the approval policy's threshold (raised by staff, approved by another).
    case 'balanceOperation':
    case 'creditOperation':
      return [r.details.type === 'deposit' ? t('requests.asked.add') : t('requests.asked.takeOff'), r.details.comment]
        .filter(Boolean)
        .join(' · ');
    case 'refundTransaction':
      return r.details.transaction ? t('requests.asked.refundOf', { id: r.details.transaction.slice(0, 8) }) : '';
  }
}
