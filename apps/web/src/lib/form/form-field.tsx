import { type MouseEvent, type ReactNode, useId } from 'react';

/** What the input of a field carries, so a screen reader hears its error with it. */
export type TFieldControl = { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined };

type Props = {
  label: ReactNode;
  /** The field's error (the schema's or the server's), shown beside the input and announced. */
  error?: string | undefined;
  className?: string;
  /** The input, given the id its label points at and the error it is described by. */
  children: (control: TFieldControl) => ReactNode;
};

/**
 * A click on the label focuses its control, as a browser does for a native input; a composite
 * control (the kit's date and date-time fields: React Aria segments in a group) is no element a
 * label can point at, so its first focusable part takes the focus instead.
 */
function focusComposite(event: MouseEvent<HTMLLabelElement>, id: string) {
  const control = document.getElementById(id);
  if (!control || control.matches('input, select, textarea, button')) return;
  const first = control.querySelector<HTMLElement>('[tabindex="0"], input, button');
  if (!first) return;
  event.preventDefault();
  first.focus();
}

/** A labelled input with its error beside it: `aria-invalid` and `aria-describedby` point at the message. */
export function FormField({ label, error, className = 'field', children }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a label takes no focus; keyboards reach the control by Tab, the click only does what a browser does for a native input's label */}
      <label htmlFor={id} onClick={(event) => focusComposite(event, id)}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} role="alert" className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
