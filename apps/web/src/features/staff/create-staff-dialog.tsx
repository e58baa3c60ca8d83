import {
  type TCreateStaffReply,
  type TCreateStaffRequest,
  type TPasswordLink,
  type TRole,
  ZCreateStaffRequest,
} from '@crm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { Dialog } from '../../components/ui/dialog.tsx';
import type { Option } from '../../components/ui/multi-select.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
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
      toast.success(`${user.first_name} ${user.last_name} created`);
      void queryClient.invalidateQueries({ queryKey: staffKeys.lists() });
      onCreated(user, user.password_link ?? null);
    },
    onError: (e) => showServerError(form, e, 'The server could not be reached; nothing was created'),
  });
  const withLink = form.watch('password_link') === true;
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    create.mutate(body.password_link ? { ...body, password: undefined } : { ...body, password_link: undefined }),
  );
  return (
    <Dialog
      title="New staff user"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel="Create"
      busy={create.isPending}
      error={errors.root?.server?.message}
    >
      <StaffProfileFields<Values> register={form.register} errors={errors} roles={roles} brands={brands} />
      <PermissionsField<Values> control={form.control} options={grantable} />
      <fieldset className="field choice-group">
        <legend>Password</legend>
        <label className="choice">
          <input
            type="radio"
            checked={withLink}
            onChange={() => form.setValue('password_link', true)}
            name="password-mode"
          />{' '}
          One-time set-password link
        </label>
        <label className="choice">
          <input
            type="radio"
            checked={!withLink}
            onChange={() => form.setValue('password_link', false)}
            name="password-mode"
          />{' '}
          Initial password
        </label>
      </fieldset>
      {withLink ? (
        <p className="dialog-summary">
          You will get a link to pass on; it works once, for 48 hours. The new user chooses their own password.
        </p>
      ) : (
        <FormField label="Initial password" error={errors.password?.message}>
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
