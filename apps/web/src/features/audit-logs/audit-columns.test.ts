import { AUDIT_VERIFICATION_TRIGGERS, type TAuditRecord } from '@crm/contracts';
import { el } from '@crm/contracts/locales/el';
import { en } from '@crm/contracts/locales/en';
import { afterEach, describe, expect, it } from 'vitest';
import { translateEnglish } from '../../lib/i18n/english.ts';
import { createTranslator } from '../../lib/i18n/i18next-translator.ts';
import { setTranslator } from '../../lib/i18n/translator.ts';
import { OBJECT_TYPES, objectTypeLabel, whoOf } from './audit-columns.tsx';

const texts: Readonly<Record<string, string>> = en;
const greek: Readonly<Record<string, string>> = el;

afterEach(() => setTranslator('en', translateEnglish));

const record = (change: Partial<TAuditRecord>): TAuditRecord => ({
  _id: '1',
  at: '2026-03-05T10:15:00.000Z',
  actor: null,
  viewedAs: null,
  brand: null,
  action: 'auth.login',
  entityType: 'staff',
  entityId: null,
  before: null,
  after: null,
  requestId: null,
  ...change,
});

describe('the audit log’s words', () => {
  it('names every kind of object and every verification trigger in English and Greek', () => {
    for (const type of OBJECT_TYPES) {
      expect(texts[`auditLogs.type.${type}`], type).toMatch(/\S/);
      expect(greek[`auditLogs.type.${type}`], type).toMatch(/\S/);
    }
    for (const trigger of AUDIT_VERIFICATION_TRIGGERS) {
      expect(texts[`auditLogs.by.${trigger}`], trigger).toMatch(/\S/);
      expect(greek[`auditLogs.by.${trigger}`], trigger).toMatch(/\S/);
    }
    expect(objectTypeLabel('utm_link')).toBe('UTM link');
    expect(objectTypeLabel('payout_batch')).toBe('payout_batch');
  });

  it('says who acted in the language of the moment', async () => {
    const viewing = record({
      actor: { _id: 'a', name: 'Ada Byrne', email: 'a@x.test' },
      viewedAs: { _id: 'b', name: 'Tom Lee', email: 'b@x.test' },
    });
    expect(whoOf(viewing)).toBe('Ada Byrne as Tom Lee');
    expect(whoOf(record({}))).toBe('Someone signing in');
    setTranslator('el', await createTranslator('el', el));
    expect(whoOf(viewing)).toBe('Ada Byrne ως Tom Lee');
    expect(whoOf(record({ action: 'demo.seed' }))).toBe('Σύστημα');
  });
});
