import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FILTER_OPERATORS,
  FilterSyntaxError,
  MIXED_FILTER_VALUES,
  parseFilters,
  serializeFilters,
  type TFilterInput,
} from './filters.ts';

const field = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.]{0,20}$/);
const value = fc.string({ minLength: 1, maxLength: 30 });
const filter = fc.record({
  field,
  operator: fc.constantFrom(...FILTER_OPERATORS),
  values: fc.array(value, { minLength: 1, maxLength: 4 }),
});
const asInput = (f: { field: string; operator: string; values: string[] }): TFilterInput => ({
  ...f,
  inputType: 'text',
  type: 'string',
});

describe('filter grammar (spec point 5)', () => {
  it('writes field[operator]:value, | between values, , between filters', () => {
    expect(
      serializeFilters([
        { field: 'kyc_approved', operator: 'eq', values: ['true'], inputType: 'select', type: 'boolean' },
        {
          field: 'country',
          operator: 'eq',
          values: [{ value: 'cy', label: 'Cyprus' }, { value: 'gr' }],
          inputType: 'multi',
          type: 'string',
        },
      ]),
    ).toBe('kyc_approved[eq]:true,country[eq]:cy|gr');
  });

  it('yields no filter when any operator, value, input type or type is empty', () => {
    const good = asInput({ field: 'a', operator: 'eq', values: ['1'] });
    for (const bad of [{ operator: '' }, { values: [] }, { values: [''] }, { inputType: '' }, { type: '' }]) {
      expect(serializeFilters([good, { ...good, ...bad }])).toBe('');
    }
  });

  it('refuses a value list mixing strings and objects, with the spec’s message', () => {
    // As it would arrive from outside the type system: parsed JSON.
    const mixed: TFilterInput = JSON.parse(
      '{"field":"a","operator":"eq","values":["x",{"value":"y"}],"inputType":"t","type":"s"}',
    );
    expect(() => serializeFilters([mixed])).toThrow(MIXED_FILTER_VALUES);
  });

  it('names what is wrong in a malformed filter', () => {
    expect(() => parseFilters('a[like]:1')).toThrow('Unknown filter operator "like"');
    expect(() => parseFilters('a:1')).toThrow(FilterSyntaxError);
    expect(() => parseFilters('a[eq]:')).toThrow('Empty value in filter "a"');
    expect(() => parseFilters('1a[eq]:x')).toThrow('Malformed filter field "1a"');
    expect(parseFilters('')).toEqual([]);
  });

  it('reads back exactly what it wrote, for any values (property)', () => {
    fc.assert(
      fc.property(fc.array(filter, { minLength: 1, maxLength: 5 }), (filters) => {
        expect(parseFilters(serializeFilters(filters.map(asInput)))).toEqual(filters);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws anything but a FilterSyntaxError on arbitrary text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        try {
          parseFilters(text);
        } catch (error) {
          expect(error).toBeInstanceOf(FilterSyntaxError);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
