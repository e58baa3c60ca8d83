import { describe, expect, it } from 'vitest';
import { holderIsClient, normalisedName } from './holder-name.ts';

describe('the holder name comparison', () => {
  const client = { firstName: 'Zoë', lastName: "O'Neill-Ödman" };
  it('ignores case, accents, punctuation and word order', () => {
    expect(holderIsClient("ZOE O'NEILL ODMAN", client)).toBe(true);
    expect(holderIsClient('Zoe Oneill Odman', client)).toBe(false); // "o neill" is two words in the client's name
    expect(normalisedName("O'Neill-Ödman, Zoë")).toBe(normalisedName('zoe o neill odman'));
    expect(holderIsClient('odman  o-neill zoe', client)).toBe(true);
    expect(holderIsClient('SMITH, John', { firstName: 'John', lastName: 'Smith' })).toBe(true);
  });
  it('tells another person apart, and an empty holder is never the client', () => {
    expect(holderIsClient('John Smyth', { firstName: 'John', lastName: 'Smith' })).toBe(false);
    expect(holderIsClient('John Smith Ltd', { firstName: 'John', lastName: 'Smith' })).toBe(false);
    expect(holderIsClient('--', { firstName: '', lastName: '' })).toBe(false);
  });
});
