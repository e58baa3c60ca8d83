import { describe, expect, it } from 'vitest';
import { fieldsParam, fieldsStorageKey, parseFieldsParam } from './fields.ts';

describe('column choice', () => {
  it('turns selected columns into the fields parameter', () => {
    expect(
      fieldsParam([
        { value: 'email', selected: true },
        { value: 'phone', selected: false },
        { value: 'readableId', selected: true },
      ]),
    ).toBe('email,readableId');
    expect(parseFieldsParam('email, readableId,')).toEqual(['email', 'readableId']);
    expect(fieldsStorageKey('/clients/pending')).toBe('/clients/pending-fields');
  });

  it('tells "nothing chosen yet" (null) from "no column chosen" (Clear)', () => {
    expect(parseFieldsParam(null)).toBeNull();
    expect(parseFieldsParam('')).toEqual([]);
    expect(fieldsParam([{ value: 'email', selected: false }])).toBe('');
  });

  it('refuses an item without a boolean selected flag or a value', () => {
    for (const bad of [
      { value: 'a', selected: 'yes' },
      { selected: true },
      { value: '', selected: true },
      null,
      'email',
    ]) {
      expect(() => fieldsParam([bad])).toThrow('Invalid fields object');
    }
  });
});
