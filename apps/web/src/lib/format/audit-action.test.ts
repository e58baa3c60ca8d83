import { describe, expect, it } from 'vitest';
import { auditActionLabel, readableCode } from './audit-action.ts';

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
});
