import { electronicFormatIBAN, ValidationErrorsBIC, ValidationErrorsIBAN, validateBIC, validateIBAN } from 'ibantools';
import { AppError } from '../../http/app-error.ts';

const IBAN_PROBLEMS: Record<ValidationErrorsIBAN, string> = {
  [ValidationErrorsIBAN.NoIBANProvided]: 'The IBAN is empty',
  [ValidationErrorsIBAN.NoIBANCountry]: 'The IBAN does not start with a known country code',
  [ValidationErrorsIBAN.WrongBBANLength]: 'The IBAN has the wrong length for its country',
  [ValidationErrorsIBAN.WrongBBANFormat]: 'The account part of the IBAN has the wrong format for its country',
  [ValidationErrorsIBAN.ChecksumNotNumber]: 'The IBAN check digits are not digits',
  [ValidationErrorsIBAN.WrongIBANChecksum]: 'The IBAN check digits are wrong (a typing mistake?)',
  [ValidationErrorsIBAN.WrongAccountBankBranchChecksum]: 'The bank or branch check digits in the IBAN are wrong',
  [ValidationErrorsIBAN.QRIBANNotAllowed]: 'A QR-IBAN cannot receive payouts',
};

const BIC_PROBLEMS: Record<ValidationErrorsBIC, string> = {
  [ValidationErrorsBIC.NoBICProvided]: 'The BIC is empty',
  [ValidationErrorsBIC.NoBICCountry]: 'The BIC does not name a known country',
  [ValidationErrorsBIC.WrongBICFormat]: 'The BIC must be 8 or 11 letters and digits',
};

/** The IBAN in electronic form (no spaces, upper case), checked by ibantools; code 240 naming the field otherwise. */
export function checkedIban(input: string): string {
  const iban = electronicFormatIBAN(input) ?? '';
  const result = validateIBAN(iban, { allowQRIBAN: false });
  if (!result.valid) {
    const messages = result.errorCodes.map((code) => IBAN_PROBLEMS[code]);
    throw new AppError('payoutIbanInvalid', messages[0] ?? 'The IBAN is not valid', {
      details: messages.map((message) => ({ path: 'iban', message })),
    });
  }
  return iban;
}

/** The BIC in upper case without spaces, checked by ibantools; code 241 naming the field otherwise. */
export function checkedBic(input: string): string {
  const bic = input.replace(/\s+/g, '').toUpperCase();
  const result = validateBIC(bic);
  if (!result.valid) {
    const messages = result.errorCodes.map((code) => BIC_PROBLEMS[code]);
    throw new AppError('payoutBicInvalid', messages[0] ?? 'The BIC is not valid', {
      details: messages.map((message) => ({ path: 'bic', message })),
    });
  }
  return bic;
}
