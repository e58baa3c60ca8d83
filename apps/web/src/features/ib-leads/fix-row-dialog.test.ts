import { IB_LEAD_ROW_STATUSES, type TIbLeadRow, ZIbLeadRowFix } from '@crm/contracts';
import { el } from '@crm/contracts/locales/el';
import { en } from '@crm/contracts/locales/en';
import { describe, expect, it } from 'vitest';
import { changedValues } from './fix-row-dialog.tsx';

const ROW: TIbLeadRow = {
  line: 3,
  status: 'invalid',
  values: { first_name: 'Andreas', last_name: 'Georgiou', email: 'andreas-at-ib.test', country: 'cy' },
  fixed: [],
  problems: [{ field: 'email', message: 'Not an e-mail address' }],
  duplicate_client: null,
  duplicate_of_line: null,
  duplicate_on: [],
  client: null,
  skip_reason: null,
  skip_why: null,
};

describe('fixing an IB lead row', () => {
  it('sends only what differs from the row, trimmed by the schema, an emptied value as null', () => {
    const typed = ZIbLeadRowFix.parse({
      values: {
        first_name: 'Andreas',
        last_name: '',
        email: '  andreas@ib.test ',
        phone: '',
        country: 'cy',
        utm_source: 'spring',
      },
    });
    expect(changedValues(ROW, typed)).toEqual({
      values: { last_name: null, email: 'andreas@ib.test', utm_source: 'spring' },
    });
  });

  it('sends an empty fix when nothing changed', () => {
    expect(changedValues(ROW, ZIbLeadRowFix.parse({ values: { ...ROW.values } }))).toEqual({ values: {} });
  });

  it('says where every status leaves the line, in English and Greek', () => {
    for (const status of IB_LEAD_ROW_STATUSES) {
      const key = `ibFix.saved.${status}` as const;
      expect(en[key], key).toContain('{{line}}');
      expect(el[key], key).toContain('{{line}}');
    }
  });
});
