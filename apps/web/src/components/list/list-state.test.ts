import { describe, expect, it } from 'vitest';
import { readListState, writeListState } from './list-state.ts';

const read = (qs: string, saved: string | null = null) =>
  readListState(new URLSearchParams(qs), saved, ['readableId', 'email']);

describe('list state in the URL', () => {
  it('defaults to page 1 and size 50, empty search as null', () => {
    expect(read('')).toEqual({
      page: 1,
      limit: 50,
      sort: null,
      search: null,
      filters: null,
      fields: ['readableId', 'email'],
      cursor: null,
    });
    expect(read('search=%20%20').search).toBeNull();
    expect(read('page=-2&limit=abc')).toMatchObject({ page: 1, limit: 50 });
  });

  it('takes columns from the URL, else from storage, else the defaults', () => {
    expect(read('fields=email,phone', 'country').fields).toEqual(['email', 'phone']);
    expect(read('', 'country,phone').fields).toEqual(['country', 'phone']);
  });

  it('keeps a choice of no column (Clear) instead of snapping back to the defaults', () => {
    expect(read('fields=', 'country').fields).toEqual([]);
    expect(read('', '').fields).toEqual([]);
    expect(writeListState(new URLSearchParams('fields=email'), { fields: [] }).toString()).toBe('fields=');
  });

  it('writes changes, leaves defaults out, and goes back to page 1 unless only the page changed', () => {
    const start = new URLSearchParams('page=3&sort=-createdAt&filters=kyc%5Beq%5D%3Atrue');
    expect(writeListState(start, { page: 4 }).toString()).toBe('page=4&sort=-createdAt&filters=kyc%5Beq%5D%3Atrue');
    const searched = writeListState(start, { search: 'ana' });
    expect(searched.get('page')).toBeNull();
    expect(searched.get('search')).toBe('ana');
    expect(writeListState(start, { limit: 50, fields: ['email'] }).toString()).toBe(
      'sort=-createdAt&filters=kyc%5Beq%5D%3Atrue&fields=email',
    );
    expect(writeListState(start, { sort: null, filters: null }).toString()).toBe('');
  });

  it('round-trips: what is written reads back the same', () => {
    const written = writeListState(new URLSearchParams(), {
      limit: 100,
      sort: 'email',
      search: 'x',
      fields: ['a', 'b'],
    });
    expect(read(written.toString())).toEqual({
      page: 1,
      limit: 100,
      sort: 'email',
      search: 'x',
      filters: null,
      fields: ['a', 'b'],
      cursor: null,
    });
  });

  it('keeps a cursor only with the page it leads to', () => {
    const start = new URLSearchParams('page=3&cursor=abc&sort=email');
    expect(writeListState(start, { page: 4, cursor: 'def' }).toString()).toBe('page=4&cursor=def&sort=email');
    expect(writeListState(start, { page: 1, cursor: 'def' }).get('cursor')).toBeNull();
    expect(writeListState(start, { page: 4 }).get('cursor')).toBeNull();
    expect(writeListState(start, { sort: '-email' }).toString()).toBe('sort=-email');
  });
});
