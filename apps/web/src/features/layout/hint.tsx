import { Tooltip, type TTooltipTrigger } from '../../components/ui/tooltip.tsx';

/**
 * The name of an icon-only button as a tooltip: beside the 40 px rail when collapsed, above the
 * button in the open sidebar.
 */
export function Hint({ text, rail, children }: { text: string; rail: boolean; children: TTooltipTrigger }) {
  return (
    <Tooltip text={text} side={rail ? 'right' : 'top'}>
      {children}
    </Tooltip>
  );
}
