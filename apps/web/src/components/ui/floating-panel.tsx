import './floating-panel.css';
import { GripVertical, RotateCcw, X } from 'lucide-react';
import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { clampToViewport } from './viewport.ts';

type Point = { left: number; top: number };

/**
 * A panel dragged by its handle, kept inside the window edges (also when the window shrinks),
 * with close and reset (back to where it opened). Spec point 2.
 */
export function FloatingPanel({
  title,
  initial,
  onClose,
  children,
}: {
  title: string;
  initial: Point;
  onClose: () => void;
  children: ReactNode;
}) {
  const [position, setPosition] = useState(initial);
  const panel = useRef<HTMLDivElement>(null);
  const drag = useRef<{ dx: number; dy: number } | null>(null);

  const keepInside = (p: Point): Point => {
    const box = panel.current?.getBoundingClientRect();
    const size = { width: box?.width ?? 0, height: box?.height ?? 0 };
    const placed = clampToViewport({ ...p, ...size }, { width: window.innerWidth, height: window.innerHeight });
    return { left: placed.left, top: placed.top };
  };

  useEffect(() => {
    const onResize = () => setPosition((p) => keepInside(p));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  });

  const start = (e: PointerEvent<HTMLButtonElement>) => {
    drag.current = { dx: e.clientX - position.left, dy: e.clientY - position.top };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const move = (e: PointerEvent<HTMLButtonElement>) => {
    if (drag.current) setPosition(keepInside({ left: e.clientX - drag.current.dx, top: e.clientY - drag.current.dy }));
  };

  return (
    <section
      ref={panel}
      className="floating-panel"
      aria-label={title}
      style={{ left: position.left, top: position.top }}
    >
      <header className="floating-panel-header">
        <button
          type="button"
          className="drag-handle floating-panel-handle"
          aria-label={`Move ${title} (arrow keys)`}
          onKeyDown={(e) => {
            const step = e.shiftKey ? 50 : 10;
            const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[
              e.key
            ];
            if (!delta) return;
            e.preventDefault();
            setPosition((p) => keepInside({ left: p.left + (delta[0] ?? 0), top: p.top + (delta[1] ?? 0) }));
          }}
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={() => {
            drag.current = null;
          }}
        >
          <GripVertical size={14} />
          <span>{title}</span>
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label="Reset position"
          onClick={() => setPosition(keepInside(initial))}
        >
          <RotateCcw size={14} />
        </button>
        <button type="button" className="icon-button" aria-label={`Close ${title}`} onClick={onClose}>
          <X size={14} />
        </button>
      </header>
      <div className="floating-panel-body">{children}</div>
    </section>
  );
}
