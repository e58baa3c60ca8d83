import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { DateTimeField } from '../../components/ui/date-time-field.tsx';
import { FormField } from './form-field.tsx';

type Props<V extends FieldValues, T> = {
  control: Control<V, unknown, T>;
  /** A string value of the form holding local `yyyy-MM-ddTHH:mm` (the schema turns it into an instant). */
  name: FieldPathByValue<V, string>;
  label: string;
  error?: string | undefined;
  disabled?: boolean;
};

/**
 * The kit's dd/MM/yyyy HH:mm field in a react-hook-form form: a controlled input (React Aria's
 * segments are no native input `register` could reach), labelled, with its error beside it.
 */
export function FormDateTimeField<V extends FieldValues, T>({ control, name, label, error, disabled }: Props<V, T>) {
  return (
    <FormField label={label} error={error}>
      {(field) => (
        <Controller
          control={control}
          name={name}
          render={({ field: { value, onChange, onBlur } }) => (
            <DateTimeField
              label={label}
              id={field.id}
              aria-describedby={field['aria-describedby']}
              isInvalid={field['aria-invalid']}
              isDisabled={disabled}
              value={typeof value === 'string' ? value : ''}
              onChange={onChange}
              onBlur={onBlur}
            />
          )}
        />
      )}
    </FormField>
  );
}
