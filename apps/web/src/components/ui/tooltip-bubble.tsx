import type { RefObject } from 'react';
import type { TooltipTriggerAria } from 'react-aria/useTooltipTrigger';
import { Tooltip, TooltipContext, TooltipTriggerStateContext } from 'react-aria-components/Tooltip';
import type { TooltipTriggerState } from 'react-stately/useTooltipTriggerState';

/**
 * The shown hint: React Aria's Tooltip, placed from the trigger's box and portalled to the end of
 * the body. Its own chunk: it (and the positioning code) loads the first time a hint shows, so the
 * shell's first load does not carry it.
 */
export default function TooltipBubble({
  text,
  side,
  state,
  trigger,
  props,
}: {
  text: string;
  side: 'top' | 'right';
  state: TooltipTriggerState;
  trigger: RefObject<HTMLElement | null>;
  props: TooltipTriggerAria['tooltipProps'];
}) {
  return (
    <TooltipTriggerStateContext.Provider value={state}>
      <TooltipContext.Provider value={{ ...props, triggerRef: trigger }}>
        <Tooltip className="tooltip" placement={side} offset={6}>
          {text}
        </Tooltip>
      </TooltipContext.Provider>
    </TooltipTriggerStateContext.Provider>
  );
}
