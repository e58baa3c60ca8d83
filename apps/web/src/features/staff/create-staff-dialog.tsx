import {
  type TCreateStaffReply,
  type TCreateStaffRequest,
  type TPasswordLink,
  type TRole,
  ZCreateStaffRequest,
} from '@crm/contracts';
import { enStaff } from '@crm/contracts/locales/en/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { Dialog } from '../../components/ui/dialog.tsx';
import type { Option } from '../../components/ui/multi-select.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { PermissionsField, StaffProfileFields } from './staff-form-fields.tsx';
import { staffKeys } from './staff-keys.ts';

type Values = z.input<typeof ZCreateStaffRequest>;

type Props = {
  roles: readonly TRole[];
  brands: readonly Option[];
  selectedBrand: string;
  /** The direct permissions the caller may grant (their own). */
  grantable: readonly Option[];
  onClose: () => void;
  /** Called with the new user and, when one was chosen, their one-time link. */
  onCreated: (user: TCreateStaffReply, link: TPasswordLink | null) => void;
};

/**
 * A new staff user on the create body's schema: profile, role, brands, direct permissions, and
 * either an initial password or a one-time set-password link (the default: nobody but the new user
 * ever knows their password).
 */
export function CreateStaffDialog({ roles, brands, selectedBrand, grantable, onClose, onCreated }: Props) {
  const t = useT(enStaff);
  const form = useContractForm(ZCreateStaffRequest, {
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      department: 'support',
      role_id: null,
      brands: [selectedBrand],
      permissions: [],
      password_link: true,
      password: '',
    },
  });
  const toast = useToast();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (body: TCreateStaffRequest) => call('createStaff', { body }),
    onSuccess: (user) => {
      toast.success(t('staff.created', { name: `${user.first_name} ${user.last_name}` }));
      void queryClient.invalidateQueries({ queryKey: staffKeys.lists() });
      onCreated(user, user.password_link ?? null);
    },
    onError: (e) => showServerError(form, e, t('staff.notCreated')),
  });
  const withLink = form.watch('password_link') === true;
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    create.mutate(body.password_link ? { ...body, password: undefined } : { ...body, password_link: undefined }),
  );
  return (
    <Dialog
      title={t('staff.createTitle')}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={t('staff.create')}
      busy={create.isPending}
      error={errors.root?.server?.message}
    >
      <StaffProfileFields<Values> register={form.register} errors={errors} roles={roles} brands={brands} />
      <PermissionsField<Values> control={form.control} options={grantable} />
      <fieldset className="field choice-group">
        <legend>{t('staff.password')}</legend>
        <label className="choice">
          <input
            type="radio"
            checked={withLink}
            onChange={() => form.setValue('password_link', true)}
            name="password-mode"
          />{' '}
          {t('staff.withLink')}
        </label>
        <label className="choice">
          <input
            type="radio"
            checked={!withLink}
            onChange={() => form.setValue('password_link', false)}
            name="password-mode"
          />{' '}
          {t('staff.withPassword')}
        </label>
      </fieldset>
      {withLink ? (
        <p className="dialog-summary">{t('staff.linkHint')}</p>
      ) : (
        <FormField label={t('staff.initialPassword')} error={errors.password?.message}>
          {(control) => (
            <input {...control} type="password" autoComplete="new-password" {...form.register('password')} />
          )}
        </FormField>
      )}
      {withLink && errors.password?.message && (
        <p role="alert" className="form-error">
          {errors.password.message}
        </p>
      )}
    </Dialog>
  );
}
