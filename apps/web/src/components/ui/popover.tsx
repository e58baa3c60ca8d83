import './popover.css';
import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Popover as Floating, Heading } from 'react-aria-components';

/**
 * A button that opens a small non-modal panel beside it (React Aria's DialogTrigger and Popover):
 * labelled by its title, focus moves in and comes back to the button, Escape or a click outside
 * closes it, and it flips to stay inside the viewport. For a column picker, a filter's form, a
 * detail on demand; a list of actions is a Dropdown instead.
 */
export function Popover({
  label,
  title,
  children,
  placement = 'bottom start',
}: {
  /** What the opening button shows. */
  label: ReactNode;
  /** The panel's heading, which also names it. */
  title: string;
  /** The panel's content; given `close` when it must close itself (after "Apply"). */
  children: ReactNode | ((close: () => void) => ReactNode);
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'right';
}) {
  return (
    <DialogTrigger>
      <Button className="button">{label}</Button>
      <Floating className="popover" placement={placement} offset={6} containerPadding={8}>
        <Dialog className="popover-dialog">
          {({ close }) => (
            <>
              <Heading slot="title" level={2} className="popover-title">
                {title}
              </Heading>
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </Dialog>
      </Floating>
    </DialogTrigger>
  );
}
