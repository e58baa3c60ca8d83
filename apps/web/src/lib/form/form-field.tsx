import { type ReactNode, useId } from 'react';

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

/** A labelled input with its error beside it: `aria-invalid` and `aria-describedby` point at the message. */
export function FormField({ label, error, className = 'field', children }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} role="alert" className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
