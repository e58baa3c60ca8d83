import { enAuditActions } from '@crm/contracts/locales/en/audit-actions';
import { areaTranslate } from '../i18n/use-t.ts';

/**
 * What each audit action code reads as for staff, in the language of the moment (`auditAction.<code>`
 * in `locales/<language>/audit-actions.ts`). The codes are the server's (`action` of an audit
 * record, e.g. `account.transferFunds`); a code missing there still reads as words through
 * `readableCode`, so a new server action never shows raw.
 */
const t = areaTranslate(enAuditActions);
const isKnown = (key: string): key is keyof typeof enAuditActions => Object.hasOwn(enAuditActions, key);

/** `camelCase` and dotted parts as lower-case words; acronyms (KYC, UTM) kept: `client.changeKYCLevel` → "Client: change KYC level". */
export function readableCode(code: string): string {
  const words = (part: string) =>
    part
      .split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|[_\s-]+/)
      .filter(Boolean)
      .map((w) => (/^[A-Z0-9]{2,}$/.test(w) ? w : w.toLowerCase()))
      .join(' ');
  const [head = '', ...rest] = code.split('.').map(words).filter(Boolean);
  const sentence = rest.length > 0 ? `${head}: ${rest.join(' ')}` : head;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

export const auditActionLabel = (code: string): string => {
  const key = `auditAction.${code}`;
  return isKnown(key) ? t(key) : readableCode(code);
};
