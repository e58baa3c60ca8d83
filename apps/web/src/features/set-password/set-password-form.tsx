import { ErrorCode } from '@crm/contracts/error-codes';
import { PASSWORD_MIN_LENGTH, ZNewPassword } from '@crm/contracts/password';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { translate } from '../../lib/i18n/translator.ts';
import { useT } from '../../lib/i18n/use-t.ts';

type Values = { password: string; repeat: string };

const refusal = (e: unknown) =>
  e instanceof ApiError && e.code === ErrorCode.passwordLinkInvalid
    ? translate('setPassword.linkInvalid')
    : translate('setPassword.noServer');

/** The policy's own rule (contracts `ZNewPassword`), so the form says what the server would. */
const checkPolicy = (value: string) => {
  const checked = ZNewPassword.safeParse(value);
  return checked.success || checked.error.issues.map((i) => i.message).join('; ');
};

/**
 * Checks the link first (whose it is, until when), then takes the new password twice. The server
 * applies the policy again, uses the link up and ends any session the user had.
 */
export default function SetPasswordForm({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const t = useT();
  const token = params.get('token') ?? '';
  const link = useQuery({
    queryKey: ['setPassword', 'link', token],
    queryFn: () => call('checkPasswordLink', { body: { token }, withBrand: false }),
    enabled: token.length >= 20,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const form = useForm<Values>({ defaultValues: { password: '', repeat: '' } });
  const set = useMutation({
    mutationFn: (password: string) => call('setPassword', { body: { token, password }, withBrand: false }),
    onError: (e) =>
      e instanceof ApiError && e.code === ErrorCode.weakPassword
        ? showServerError(form, e, refusal(e))
        : form.setError('root.server', { type: 'server', message: refusal(e) }),
  });
  const { errors } = form.formState;

  if (set.isSuccess) {
    return (
      <section className="login-card" aria-labelledby="set-password-title">
        {children}
        <p role="status">{t('setPassword.done')}</p>
        <Link className="button primary" to="/login">
          {t('setPassword.goToSignIn')}
        </Link>
      </section>
    );
  }
  if (token.length < 20 || link.isError) {
    return (
      <section className="login-card" aria-labelledby="set-password-title">
        {children}
        <p role="alert" className="form-error">
          {token.length < 20 ? t('setPassword.linkCut') : refusal(link.error)}
        </p>
        <Link to="/login">{t('setPassword.signIn')}</Link>
      </section>
    );
  }
  return (
    <form
      className="login-card"
      aria-labelledby="set-password-title"
      onSubmit={form.handleSubmit(({ password }) => set.mutate(password))}
    >
      {children}
      {link.data ? (
        <p className="muted">
          {t('setPassword.forWhom', {
            email: link.data.email,
            until: new Date(link.data.expiresAt).toLocaleString('en-GB'),
          })}
        </p>
      ) : (
        <p className="muted">{t('setPassword.checking')}</p>
      )}
      <FormField label={t('setPassword.newPassword')} error={errors.password?.message}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            {...form.register('password', { validate: checkPolicy })}
          />
        )}
      </FormField>
      <FormField label={t('setPassword.repeat')} error={errors.repeat?.message}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            {...form.register('repeat', {
              validate: (value, all) => value === all.password || t('setPassword.differ'),
            })}
          />
        )}
      </FormField>
      <p className="muted">{t('setPassword.policy', { min: PASSWORD_MIN_LENGTH })}</p>
      {errors.root?.server && (
        <p role="alert" className="form-error">
          {errors.root.server.message}
        </p>
      )}
      <button type="submit" className="button primary" disabled={set.isPending || !link.data}>
        {set.isPending ? t('setPassword.saving') : t('setPassword.submit')}
      </button>
    </form>
  );
}
