import { type TStaffUser, ZCountryWhitelistRequest, ZSalesCountriesRequest } from '@crm/contracts';
import { enStaffUser } from '@crm/contracts/locales/en/staff-user';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { CountryCombobox } from '../../components/ui/country-combobox.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { FormError } from '../../lib/form/form-error.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { CountryChips, countryName } from './country-chips.tsx';
import { useStaffUserUpdate } from './use-staff-user-update.ts';

/** Where the staff user works: the countries whose new clients rotate to them, and which clients they may see. */
export function CountriesTab({ user }: { user: TStaffUser }) {
  return (
    <div className="edit-grid staff-user-countries">
      <SalesCountries user={user} />
      <CountryWhitelist user={user} />
    </div>
  );
}

/** Sales rotation countries, added and removed one by one (`PATCH`/`DELETE …/salescountries`). */
function SalesCountries({ user }: { user: TStaffUser }) {
  const t = useT(enStaffUser);
  const id = useId();
  const can = useCan();
  const toast = useToast();
  const saved = useStaffUserUpdate();
  // A new picker after each addition, so it starts empty again.
  const [picker, setPicker] = useState(0);
  const form = useContractForm(ZSalesCountriesRequest, { defaultValues: { sales_rotation_countries: [] } });
  const add = useMutation({
    mutationFn: (body: { sales_rotation_countries: string[] }) =>
      call('addSalesCountries', { params: { id: user._id }, body }),
    onSuccess: (reply, body) => {
      saved(reply);
      form.reset({ sales_rotation_countries: [] });
      setPicker((n) => n + 1);
      toast.success(
        t('staffUser.addedToRotation', { countries: body.sales_rotation_countries.map(countryName).join(', ') }),
      );
    },
    onError: (e) => showServerError(form, e, t('staffUser.notAdded')),
  });
  const remove = useMutation({
    mutationFn: (iso2: string) =>
      call('removeSalesCountries', { params: { id: user._id }, body: { sales_rotation_countries: [iso2] } }),
    onSuccess: (reply, iso2) => {
      saved(reply);
      toast.success(t('staffUser.removedFromRotation', { country: countryName(iso2) }));
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : t('staffUser.notRemoved')),
  });
  const { errors } = form.formState;
  const fieldError = errors.sales_rotation_countries?.message ?? errors.sales_rotation_countries?.[0]?.message;
  return (
    <form
      className="edit-form"
      aria-labelledby={`${id}-title`}
      onSubmit={form.handleSubmit((body) => add.mutate(body))}
      noValidate
    >
      <h2 id={`${id}-title`}>{t('staffUser.rotationTitle')}</h2>
      <p className="muted">{t('staffUser.rotationIntro')}</p>
      <CountryChips
        label={t('staffUser.rotationTitle')}
        countries={user.sales_rotation_countries}
        onRemove={can('crm_users.remove_sales_countries') ? (iso2) => remove.mutate(iso2) : undefined}
        disabled={remove.isPending}
        empty={t('staffUser.rotationEmpty')}
      />
      {can('crm_users.add_sales_countries') && (
        <>
          <Controller
            control={form.control}
            name="sales_rotation_countries"
            render={({ field }) => (
              <CountryCombobox
                key={picker}
                label={t('staffUser.addRotation')}
                value={field.value[0] ?? ''}
                onChange={(iso2) => field.onChange([iso2])}
                aria-invalid={Boolean(fieldError)}
              />
            )}
          />
          <FormError message={fieldError ?? errors.root?.server?.message} />
          <button type="submit" className="button" disabled={add.isPending}>
            {t('staffUser.addToRotation')}
          </button>
        </>
      )}
    </form>
  );
}

/** The country whitelist, set as a whole (`PUT …/countryWhitelist`): on or off, and its countries. */
function CountryWhitelist({ user }: { user: TStaffUser }) {
  const t = useT(enStaffUser);
  const id = useId();
  const can = useCan();
  const toast = useToast();
  const saved = useStaffUserUpdate();
  const editable = can('crm_users.update_whitelist_countries');
  const [picker, setPicker] = useState(0);
  const stored = {
    enable_country_whitelist: user.enable_country_whitelist,
    whitelist_countries: user.whitelist_countries,
  };
  const form = useContractForm(ZCountryWhitelistRequest, { defaultValues: stored });
  const storedText = JSON.stringify(stored);
  const { reset } = form;
  // After a save the form shows what the server stored.
  useEffect(() => reset(JSON.parse(storedText)), [storedText, reset]);
  const save = useMutation({
    mutationFn: (body: { enable_country_whitelist: boolean; whitelist_countries: string[] }) =>
      call('setCountryWhitelist', { params: { id: user._id }, body }),
    onSuccess: (reply) => {
      saved(reply);
      toast.success(t('staffUser.whitelistSaved'));
    },
    onError: (e) => showServerError(form, e, t('staffUser.notSaved')),
  });
  const { errors, isDirty } = form.formState;
  const enabled = form.watch('enable_country_whitelist');
  const countries = form.watch('whitelist_countries');
  const fieldError = errors.whitelist_countries?.message ?? errors.whitelist_countries?.[0]?.message;
  return (
    <form
      className="edit-form"
      aria-labelledby={`${id}-title`}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      noValidate
    >
      <h2 id={`${id}-title`}>{t('staffUser.whitelistTitle')}</h2>
      <p className="muted">{t('staffUser.whitelistIntro')}</p>
      <Controller
        control={form.control}
        name="enable_country_whitelist"
        render={({ field }) => (
          <Switch
            checked={field.value}
            label={t('staffUser.whitelistOn')}
            disabled={!editable}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="whitelist_countries"
        render={({ field }) => (
          <>
            <CountryChips
              label={t('staffUser.whitelisted')}
              countries={field.value}
              onRemove={editable ? (iso2) => field.onChange(field.value.filter((c) => c !== iso2)) : undefined}
              empty={t('staffUser.whitelistEmpty')}
            />
            {editable && (
              <CountryCombobox
                key={picker}
                label={t('staffUser.addWhitelisted')}
                value=""
                onChange={(iso2) => {
                  if (!field.value.includes(iso2)) field.onChange([...field.value, iso2]);
                  setPicker((n) => n + 1);
                }}
                aria-invalid={Boolean(fieldError)}
              />
            )}
          </>
        )}
      />
      {enabled && countries.length === 0 && (
        <p className="form-warning" role="status">
          {t('staffUser.whitelistWarning')}
        </p>
      )}
      <FormError message={fieldError ?? errors.root?.server?.message} />
      {editable && (
        <button type="submit" className="button" disabled={save.isPending || !isDirty}>
          {t('staffUser.saveWhitelist')}
        </button>
      )}
    </form>
  );
}
