import { describe, expect, it } from 'vitest';
import { clampToViewport, placeMenu } from './viewport.ts';

const viewport = { width: 1000, height: 600 };

describe('keeping things inside the window', () => {
  it('clamps a box to the edges, with a margin', () => {
    expect(clampToViewport({ left: 950, top: -20, width: 200, height: 100 }, viewport)).toMatchObject({
      left: 792,
      top: 8,
    });
    expect(clampToViewport({ left: 100, top: 100, width: 200, height: 100 }, viewport)).toMatchObject({
      left: 100,
      top: 100,
    });
    expect(clampToViewport({ left: 100, top: 580, width: 200, height: 100 }, viewport)).toMatchObject({ top: 492 });
  });

  it('opens a menu below its anchor, or above when there is no room below', () => {
    expect(
      placeMenu({ left: 10, top: 100, width: 80, height: 30 }, { width: 200, height: 150 }, viewport),
    ).toMatchObject({
      left: 10,
      top: 134,
    });
    expect(
      placeMenu({ left: 900, top: 500, width: 80, height: 30 }, { width: 200, height: 150 }, viewport),
    ).toMatchObject({
      left: 792,
      top: 346,
    });
  });
});
