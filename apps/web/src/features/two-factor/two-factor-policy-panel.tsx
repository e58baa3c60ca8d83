import type { TTwoFactorPolicy } from '@crm/contracts';
import { enTwoFactor } from '@crm/contracts/locales/en/two-factor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MultiSelect } from '../../components/ui/multi-select.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { twoFactorKeys } from './two-factor-keys.ts';

/**
 * Who must use two-factor sign-in (crm_users.update_crm_users): everyone, or the staff of the roles
 * chosen. Saving signs out, at once, the staff it newly requires who have not set it up; their next
 * sign-in leads them through setting it up before anything else. Placed on the security page for
 * administrators; it takes no props, so it can stand on an administration page as well.
 */
export function TwoFactorPolicyPanel() {
  const t = useT(enTwoFactor);
  const queryClient = useQueryClient();
  const toast = useToast();
  const policy = useQuery({ queryKey: twoFactorKeys.policy(), queryFn: () => call('getTwoFactorPolicy') });
  const roles = useQuery({ queryKey: ['roles', 'list'], queryFn: () => call('listRoles') });
  const [draft, setDraft] = useState<TTwoFactorPolicy | null>(null);
  useEffect(() => {
    if (policy.data) setDraft({ everyone: policy.data.everyone, role_ids: policy.data.role_ids });
  }, [policy.data]);
  const save = useMutation({
    mutationFn: (body: TTwoFactorPolicy) => call('setTwoFactorPolicy', { body }),
    onSuccess: (reply) => {
      queryClient.setQueryData(twoFactorKeys.policy(), reply);
      toast.success(t('twoFactor.policySaved'));
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : t('twoFactor.notSaved')),
  });

  if (policy.error) return <p className="form-error">{t('twoFactor.policyFailed')}</p>;
  if (!policy.data || !draft) return <p className="muted">{t('twoFactor.loading')}</p>;
  const changed =
    draft.everyone !== policy.data.everyone || draft.role_ids.join() !== [...policy.data.role_ids].sort().join();
  const options = (roles.data ?? []).map((r) => ({ value: r._id, label: r.name }));

  return (
    <section className="security-card" aria-labelledby="two-factor-policy-title">
      <h2 id="two-factor-policy-title">{t('twoFactor.policyTitle')}</h2>
      <p className="muted">
        {t('twoFactor.policyIntro')}{' '}
        {policy.data.not_enrolled === 0
          ? t('twoFactor.allEnrolled')
          : t('twoFactor.notEnrolled', { count: policy.data.not_enrolled })}
      </p>
      <Switch
        label={t('twoFactor.everyone')}
        checked={draft.everyone}
        disabled={save.isPending}
        onChange={(everyone) => setDraft({ ...draft, everyone })}
      />
      {!draft.everyone && (
        <div className="field">
          {roles.error ? (
            <p className="form-error">{t('twoFactor.rolesFailed')}</p>
          ) : (
            <MultiSelect
              label={t('twoFactor.roles')}
              options={options}
              selected={draft.role_ids}
              onChange={(role_ids) => setDraft({ ...draft, role_ids: [...role_ids].sort() })}
            />
          )}
        </div>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button primary"
          disabled={!changed || save.isPending}
          onClick={() => save.mutate(draft)}
        >
          {t('twoFactor.savePolicy')}
        </button>
      </div>
    </section>
  );
}
