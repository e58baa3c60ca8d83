import './tooltip.css';
import { cloneElement, lazy, type ReactElement, type Ref, Suspense, type SyntheticEvent, useRef } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useTooltipTrigger } from 'react-aria/useTooltipTrigger';
import { useTooltipTriggerState } from 'react-stately/useTooltipTriggerState';

/**
 * Any focusable element that takes a ref and DOM props (a button, a link, a NavLink): the hint's
 * hover, focus and description props are merged into its own.
 */
export type TTooltipTrigger = ReactElement<{
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
  onMouseEnter?: (e: SyntheticEvent<Element>) => void;
  onMouseLeave?: () => void;
  onFocus?: (e: SyntheticEvent<Element>) => void;
  onBlur?: () => void;
}>;

/** How long a pointer rests on a trigger before the hint shows; keyboard focus shows it at once. */
const HOVER_DELAY_MS = 400;

const TooltipBubble = lazy(() => import('./tooltip-bubble.tsx'));

/**
 * A short hint on React Aria's tooltip hooks and Tooltip: shown on hover (after a short rest) and
 * at once on keyboard focus, hidden on Escape, and linked to its trigger (aria-describedby) for screen
 * readers. It is portalled to the end of the body and placed from the trigger's box, above it or
 * (`side="right"`) beside it: the sidebar hides its overflow, so a hint inside it would be cut off.
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
  const state = useTooltipTriggerState({ delay: HOVER_DELAY_MS, closeDelay: 0 });
  const trigger = useRef<HTMLElement>(null);
  const { triggerProps, tooltipProps } = useTooltipTrigger({ delay: HOVER_DELAY_MS, closeDelay: 0 }, state, trigger);
  return (
    <span className={block ? 'tooltip-anchor block' : 'tooltip-anchor'}>
      {/* The trigger may be any element (a NavLink too), so it takes the hook's props directly. */}
      {cloneElement(children, { ...mergeProps(children.props, triggerProps), ref: trigger })}
      {state.isOpen && (
        <Suspense fallback={null}>
          <TooltipBubble text={text} side={side} state={state} trigger={trigger} props={tooltipProps} />
        </Suspense>
      )}
    </span>
  );
}
