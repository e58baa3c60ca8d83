import { cloneElement, type ReactElement, useId, useState } from 'react';

type Trigger = ReactElement<{
  'aria-describedby'?: string;
  onMouseEnter?: () => void;
  onMouseLeave?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
}>;

/** A short hint shown on hover and on keyboard focus, and linked to its trigger for screen readers. */
export function Tooltip({ text, children }: { text: string; children: Trigger }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <span className="tooltip-anchor">
      {cloneElement(children, {
        'aria-describedby': id,
        onMouseEnter: () => setShown(true),
        onMouseLeave: () => setShown(false),
        onFocus: () => setShown(true),
        onBlur: () => setShown(false),
      })}
      <span role="tooltip" id={id} className="tooltip" hidden={!shown}>
        {text}
      </span>
    </span>
  );
}
