import { beforeEach, describe, expect, it } from 'vitest';
import { addVisited, readVisited, removeVisited, visitedKey, writeVisited } from './visited-store.ts';

beforeEach(() => sessionStorage.clear());

describe('visited clients', () => {
  it('keeps tabs per brand, in order, once each', () => {
    addVisited('meridian', { _id: 'a', readableId: '1001', name: 'Ana Lopez' });
    addVisited('meridian', { _id: 'b', readableId: '1002', name: 'Ben Ode' });
    addVisited('meridian', { _id: 'a', readableId: '1001', name: 'Ana Lopez' });
    addVisited('northwind', { _id: 'c', readableId: '7', name: 'Cy Ray' });
    expect(readVisited('meridian').map((t) => [t._id, t.order])).toEqual([
      ['a', 0],
      ['b', 1],
    ]);
    expect(readVisited('northwind').map((t) => t._id)).toEqual(['c']);
    expect(sessionStorage.getItem(visitedKey('meridian'))).toContain('Ana Lopez');
  });

  it('reorders and closes', () => {
    const [a, b] = [
      { _id: 'a', readableId: '1', name: 'A', order: 0 },
      { _id: 'b', readableId: '2', name: 'B', order: 1 },
    ];
    writeVisited('meridian', [b, a]);
    expect(readVisited('meridian').map((t) => t._id)).toEqual(['b', 'a']);
    removeVisited('meridian', 'b');
    expect(readVisited('meridian')).toEqual([{ ...a, order: 0 }]);
  });

  it('reads garbage as empty', () => {
    sessionStorage.setItem(visitedKey('meridian'), '{not json');
    expect(readVisited('meridian')).toEqual([]);
  });
});
