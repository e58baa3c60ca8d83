import { el } from '@crm/contracts/locales/el';
import { afterEach, describe, expect, it } from 'vitest';
import { translateEnglish } from '../i18n/english.ts';
import { createTranslator } from '../i18n/i18next-translator.ts';
import { setTranslator } from '../i18n/translator.ts';
import { auditActionLabel, readableCode } from './audit-action.ts';

afterEach(() => setTranslator('en', translateEnglish));

describe('audit action labels', () => {
  it('reads the codes of a client’s log as staff words', () => {
    expect(auditActionLabel('account.transferFunds')).toBe('Funds transferred between accounts');
    expect(auditActionLabel('client.note.create')).toBe('Note added');
    expect(auditActionLabel('approveKYCDocument')).toBe('KYC document approved');
    expect(auditActionLabel('request.firstApproval')).toBe('Request approved, waiting for a second approver');
  });

  it('gives an unknown code a readable form instead of the raw code', () => {
    expect(auditActionLabel('client.changeKYCLevel')).toBe('Client: change KYC level');
    expect(auditActionLabel('account.leverage.lowered')).toBe('Account: leverage lowered');
    expect(auditActionLabel('resetTwoFactor')).toBe('Reset two factor');
    expect(readableCode('payout_batch.sent')).toBe('Payout batch: sent');
    expect(readableCode('')).toBe('');
  });

  it('reads the codes in the language of the moment; an unknown code keeps its readable form', async () => {
    setTranslator('el', await createTranslator('el', el));
    expect(auditActionLabel('staff.create')).toBe('Δημιουργία χρήστη προσωπικού');
    expect(auditActionLabel('account.transferFunds')).toBe('Μεταφορά κεφαλαίων μεταξύ λογαριασμών');
    expect(auditActionLabel('client.changeKYCLevel')).toBe('Client: change KYC level');
  });
});
