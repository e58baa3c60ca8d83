import './tooltip.css';
import { type CSSProperties, cloneElement, type ReactElement, type SyntheticEvent, useId, useState } from 'react';

export type TTooltipTrigger = ReactElement<{
  'aria-describedby'?: string;
  onMouseEnter?: (e: SyntheticEvent<Element>) => void;
  onMouseLeave?: () => void;
  onFocus?: (e: SyntheticEvent<Element>) => void;
  onBlur?: () => void;
}>;

/**
 * A short hint shown on hover and on keyboard focus, and linked to its trigger for screen readers.
 * It is placed in fixed position from the trigger's box, above it or (`side="right"`) beside it: the
 * sidebar hides its overflow, so a hint positioned inside it would be cut off at its edge.
 */
export function Tooltip({
  text,
  children,
  side = 'top',
  block = false,
}: {
  text: string;
  children: TTooltipTrigger;
  side?: 'top' | 'right';
  /** The anchor takes the full width of its line (a menu entry), instead of its content's. */
  block?: boolean;
}) {
  const [shown, setShown] = useState<CSSProperties | null>(null);
  const id = useId();
  const show = (e: SyntheticEvent<Element>) => {
    const r = e.currentTarget.getBoundingClientRect();
    setShown(
      side === 'right'
        ? { left: r.right + 6, top: r.top + r.height / 2 }
        : { left: r.left + r.width / 2, top: r.top - 6 },
    );
  };
  return (
    <span className={block ? 'tooltip-anchor block' : 'tooltip-anchor'}>
      {cloneElement(children, {
        'aria-describedby': id,
        onMouseEnter: show,
        onMouseLeave: () => setShown(null),
        onFocus: show,
        onBlur: () => setShown(null),
      })}
      <span
        role="tooltip"
        id={id}
        className={side === 'right' ? 'tooltip tooltip-right' : 'tooltip'}
        style={shown ?? undefined}
        hidden={!shown}
      >
        {text}
      </span>
    </span>
  );
}
