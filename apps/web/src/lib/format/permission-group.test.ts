import { el } from '@crm/contracts/locales/el';
import { en } from '@crm/contracts/locales/en';
import { PERMISSIONS } from '@crm/contracts/permissions';
import { afterEach, describe, expect, it } from 'vitest';
import { translateEnglish } from '../i18n/english.ts';
import { createTranslator } from '../i18n/i18next-translator.ts';
import { setTranslator } from '../i18n/translator.ts';
import { groupLabel, permissionDescription, permissionLabel } from './permission-group.ts';

const texts: Readonly<Record<string, string>> = en;
const greek: Readonly<Record<string, string>> = el;

afterEach(() => setTranslator('en', translateEnglish));

describe('the permission catalogue’s words', () => {
  it('has every permission’s label and description in English, the contracts’ own, and in Greek', () => {
    for (const p of PERMISSIONS) {
      expect(texts[`permissionLabels.label.${p.value}`], p.value).toBe(p.label);
      expect(texts[`permissionLabels.description.${p.value}`], p.value).toBe(p.description);
      expect(greek[`permissionLabels.label.${p.value}`], p.value).toMatch(/\S/);
      expect(greek[`permissionLabels.description.${p.value}`], p.value).toMatch(/\S/);
    }
  });

  it('names every group of the catalogue in English and Greek', () => {
    for (const group of new Set(PERMISSIONS.map((p) => p.group))) {
      expect(texts[`permissionLabels.group.${group}`], group).toMatch(/\S/);
      expect(greek[`permissionLabels.group.${group}`], group).toMatch(/\S/);
    }
    expect(groupLabel('crm_users')).toBe('Staff users');
  });

  it('speaks the language of the moment, and keeps the server’s words for a permission it does not know', async () => {
    setTranslator('el', await createTranslator('el', el));
    expect(groupLabel('crm_users')).toBe('Χρήστες προσωπικού');
    expect(permissionLabel({ value: 'users.get_users', label: 'List clients' })).toBe('Λίστα πελατών');
    expect(permissionDescription({ value: 'utils.export', description: 'Export lists to files.' })).toBe(
      'Εξαγωγή λιστών σε αρχεία.',
    );
    expect(permissionLabel({ value: 'users.newer_one', label: 'Newer one' })).toBe('Newer one');
    expect(groupLabel('new_group')).toBe('New group');
  });
});
