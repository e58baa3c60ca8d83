import { act } from 'react';
import { expect, vi } from 'vitest';

/** A hint's bubble loads on first use (its own chunk): waits until one is in the page, and gives it. */
export async function shownTooltip(): Promise<Element | null> {
  await vi.waitFor(async () => {
    await act(async () => {});
    expect(document.querySelector('[role="tooltip"]')).not.toBeNull();
  });
  return document.querySelector('[role="tooltip"]');
}
