import type { PointerEvent } from 'react';
import { MAX_WIDTH, MIN_WIDTH } from './column-widths.ts';

type Props = {
  label: string;
  onResize: (width: number) => void;
  onDone: () => void;
  onReset: () => void;
};

/**
 * The drag handle at a header's right edge: dragging sets the column's width, a double click gives
 * it back its natural width. Hidden from assistive technology (it would join the header's name);
 * the table reads the same at any width.
 */
export function ResizeHandle({ label, onResize, onDone, onReset }: Props) {
  function start(event: PointerEvent<HTMLSpanElement>) {
    const header = event.currentTarget.parentElement;
    if (!header || event.button !== 0) return;
    event.preventDefault();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const startX = event.clientX;
    const startWidth = header.getBoundingClientRect().width;
    const move = (e: globalThis.PointerEvent) =>
      onResize(Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, startWidth + e.clientX - startX))));
    const end = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', end);
      handle.removeEventListener('pointercancel', end);
      onDone();
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', end);
    handle.addEventListener('pointercancel', end);
  }
  return (
    <span
      className="list-resize"
      aria-hidden="true"
      title={`Drag to resize ${label}; double-click for its natural width`}
      onPointerDown={start}
      onDoubleClick={onReset}
      // A click on the handle is not a click on the header's sort button.
      onClick={(e) => e.stopPropagation()}
    />
  );
}
