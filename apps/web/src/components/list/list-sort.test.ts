import { describe, expect, it } from 'vitest';
import { ariaSortOf, sortingOf, sortParamOf } from './list-sort.ts';

const columns = [{ id: 'raised', sortKey: 'createdAt' }, { id: 'client' }, { id: 'amount', sortKey: 'amount' }];

describe('the URL sort and the table sort state', () => {
  it('reads `-key` as descending on the column that sorts by key', () => {
    expect(sortingOf('-createdAt', columns)).toEqual([{ id: 'raised', desc: true }]);
    expect(sortingOf('amount', columns)).toEqual([{ id: 'amount', desc: false }]);
    expect(sortingOf('email', columns)).toEqual([]);
    expect(sortingOf(null, columns)).toEqual([]);
  });

  it('writes the state back as the API takes it', () => {
    expect(sortParamOf([{ id: 'raised', desc: true }], columns)).toBe('-createdAt');
    expect(sortParamOf([{ id: 'amount', desc: false }], columns)).toBe('amount');
    expect(sortParamOf([{ id: 'client', desc: false }], columns)).toBeNull();
    expect(sortParamOf([], columns)).toBeNull();
  });

  it('says the sorted direction to assistive technology', () => {
    expect(ariaSortOf('asc')).toBe('ascending');
    expect(ariaSortOf('desc')).toBe('descending');
    expect(ariaSortOf(false)).toBeUndefined();
  });
});
