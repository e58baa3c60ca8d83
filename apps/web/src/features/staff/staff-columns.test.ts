import { el } from '@crm/contracts/locales/el';
import { enStaff } from '@crm/contracts/locales/en/staff';
import { DEPARTMENTS } from '@crm/contracts/staff-values';
import { describe, expect, it } from 'vitest';
import { areaTranslate } from '../../lib/i18n/use-t.ts';
import { departmentLabel, departmentOptions, staffColumns } from './staff-columns.tsx';

const t = areaTranslate(enStaff);
const greek: Readonly<Record<string, string>> = el;

describe('the staff list’s words', () => {
  it('names every department in English and Greek, and shows an unknown one as it is', () => {
    for (const department of DEPARTMENTS) {
      expect(departmentLabel(t, department)).not.toBe(`staff.departments.${department}`);
      expect(greek[`staff.departments.${department}`], department).toMatch(/\S/);
    }
    expect(departmentLabel(t, 'sales')).toBe('Sales');
    expect(departmentLabel(t, 'treasury')).toBe('treasury');
    expect(departmentOptions(t).map((o) => o.value)).toEqual([...DEPARTMENTS]);
  });

  it('labels the columns in the language of its t', () => {
    expect(staffColumns(t).map((c) => c.label)).toEqual([
      'Name',
      'E-mail',
      'Department',
      'Role',
      'Brands',
      'Status',
      'Two-factor',
      'Last sign-in',
    ]);
  });
});
