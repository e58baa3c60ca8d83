export type Box = { left: number; top: number; width: number; height: number };
export type Size = { width: number; height: number };

/** Moves a box the least needed so it lies inside the viewport (a margin from its edges). */
export function clampToViewport(box: Box, viewport: Size, margin = 8): Box {
  const maxLeft = Math.max(margin, viewport.width - box.width - margin);
  const maxTop = Math.max(margin, viewport.height - box.height - margin);
  return {
    ...box,
    left: Math.min(Math.max(box.left, margin), maxLeft),
    top: Math.min(Math.max(box.top, margin), maxTop),
  };
}

/**
 * Where a menu of `menu` size opens under an anchor: below it, or above when there is no room
 * below, aligned to its left edge, then kept inside the viewport.
 */
export function placeMenu(anchor: Box, menu: Size, viewport: Size, gap = 4): Box {
  const below = anchor.top + anchor.height + gap;
  const fitsBelow = below + menu.height <= viewport.height;
  const top = fitsBelow ? below : anchor.top - gap - menu.height;
  return clampToViewport({ left: anchor.left, top, ...menu }, viewport);
}
