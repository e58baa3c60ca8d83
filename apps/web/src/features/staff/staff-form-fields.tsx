import { enStaff } from '@crm/contracts/locales/en/staff';
import {
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  useController,
} from 'react-hook-form';
import type { Option } from '../../components/ui/multi-select.tsx';
import { MultiSelect } from '../../components/ui/multi-select.tsx';
import { FormField } from '../../lib/form/form-field.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { departmentOptions } from './staff-columns.tsx';

/** The profile fields create and edit share: names, e-mail, department, role, brands. */
type Profile = {
  first_name?: string;
  last_name?: string;
  email?: string;
  department?: string;
  role_id?: string | null;
  brands?: string[];
};

type Props<V extends Profile & FieldValues> = {
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
  roles: readonly { _id: string; name: string }[];
  brands: readonly Option[];
};

const messageOf = (error: unknown) => (error as { message?: string } | undefined)?.message;

/** The profile part of the create and edit forms (one component, so both read the same). */
export function StaffProfileFields<V extends Profile & FieldValues>({ register, errors, roles, brands }: Props<V>) {
  const t = useT(enStaff);
  const field = (name: keyof Profile) => name as Path<V>;
  return (
    <div className="form-grid">
      <FormField label={t('staff.firstName')} error={messageOf(errors.first_name)}>
        {(control) => <input {...control} {...register(field('first_name'))} autoComplete="off" />}
      </FormField>
      <FormField label={t('staff.lastName')} error={messageOf(errors.last_name)}>
        {(control) => <input {...control} {...register(field('last_name'))} autoComplete="off" />}
      </FormField>
      <FormField label={t('staff.email')} error={messageOf(errors.email)}>
        {(control) => <input {...control} type="email" {...register(field('email'))} autoComplete="off" />}
      </FormField>
      <FormField label={t('staff.department')} error={messageOf(errors.department)}>
        {(control) => (
          <select {...control} {...register(field('department'))}>
            {departmentOptions(t).map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('staff.role')} error={messageOf(errors.role_id)}>
        {(control) => (
          <select {...control} {...register(field('role_id'), { setValueAs: (v: string | null) => (v ? v : null) })}>
            <option value="">{t('staff.noRole')}</option>
            {roles.map((r) => (
              <option key={r._id} value={r._id}>
                {r.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <fieldset className="field choice-group">
        <legend>{t('staff.brands')}</legend>
        {brands.map((b) => (
          <label key={b.value} className="choice">
            <input type="checkbox" value={b.value} {...register(field('brands'))} /> {b.label}
          </label>
        ))}
        {messageOf(errors.brands) && (
          <p role="alert" className="form-error">
            {messageOf(errors.brands)}
          </p>
        )}
      </fieldset>
    </div>
  );
}

/** Direct permissions as the multi-select (Select All, Clear, Search...), bound to the form. */
export function PermissionsField<V extends FieldValues>({
  control,
  options,
}: {
  control: Control<V>;
  options: readonly Option[];
}) {
  const t = useT(enStaff);
  const { field } = useController({ control, name: 'permissions' as Path<V> });
  return (
    <MultiSelect
      label={t('staff.directPermissions')}
      options={options}
      selected={(field.value as string[] | undefined) ?? []}
      onChange={(values) => field.onChange(values)}
    />
  );
}
