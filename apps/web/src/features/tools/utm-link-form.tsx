import { type TCreateUtmLink, ZCreateUtmLink } from '@crm/contracts';
import { enTools } from '@crm/contracts/locales/en/tools';
import { utmUrlOf } from '@crm/contracts/utm-url';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import type { z } from 'zod';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { FormError } from '../../lib/form/form-error.tsx';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { utmLinkMessage } from './utm-link-messages.ts';

type Values = z.input<typeof ZCreateUtmLink>;
const EMPTY: Values = {
  name: '',
  path: '/',
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  utm_term: '',
  utm_content: '',
};

const UTM_FIELDS = [
  { name: 'utm_source', label: 'tools.source', hint: 'facebook' },
  { name: 'utm_medium', label: 'tools.medium', hint: 'paid-social' },
  { name: 'utm_campaign', label: 'tools.campaign', hint: 'black-friday-2026' },
  { name: 'utm_term', label: 'tools.termOptional', hint: 'forex-broker' },
  { name: 'utm_content', label: 'tools.contentOptional', hint: 'carousel-1' },
] as const;

/**
 * The builder: the link is previewed as it is typed, built by the same function the server keeps it
 * with, and checked by the endpoint's schema (lower-case values, a path on the landing site).
 */
export function UtmLinkForm({ landingUrl, onSaved }: { landingUrl: string; onSaved: () => void }) {
  const t = useT(enTools);
  const form = useContractForm(ZCreateUtmLink, { defaultValues: EMPTY });
  const id = useId();
  const toast = useToast();
  const save = useMutation({
    mutationFn: (body: TCreateUtmLink) => call('createUtmLink', { body }),
    onSuccess: (link) => {
      toast.success(t('tools.kept', { name: link.name }));
      form.reset(EMPTY);
      onSaved();
    },
    onError: (e) => showServerError(form, e, t('tools.notKept')),
  });
  const parsed = ZCreateUtmLink.safeParse(form.watch());
  const preview = parsed.success ? utmUrlOf(landingUrl, parsed.data) : null;
  const { errors } = form.formState;
  return (
    <form
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      aria-labelledby={`${id}-title`}
      noValidate
      className="tools-section"
    >
      <h2 id={`${id}-title`}>{t('tools.newLink')}</h2>
      <div className="utm-form">
        <FormField label={t('tools.name')} error={utmLinkMessage(errors.name?.message, t)} className="field field-wide">
          {(control) => <input {...control} {...form.register('name')} placeholder={t('tools.namePlaceholder')} />}
        </FormField>
        <FormField label={t('tools.page')} error={utmLinkMessage(errors.path?.message, t)} className="field field-wide">
          {(control) => (
            <div className="utm-path">
              <span className="utm-path-base" aria-hidden="true">
                {landingUrl.replace(/\/$/, '')}
              </span>
              <input {...control} {...form.register('path')} placeholder="/" />
            </div>
          )}
        </FormField>
        {UTM_FIELDS.map((f) => (
          <FormField key={f.name} label={t(f.label)} error={utmLinkMessage(errors[f.name]?.message, t)}>
            {(control) => <input {...control} {...form.register(f.name)} placeholder={f.hint} autoComplete="off" />}
          </FormField>
        ))}
      </div>
      <output className="utm-preview" aria-live="polite" htmlFor={`${id}-title`}>
        {preview ? (
          <>
            <code>{preview}</code>
            <CopyButton text={preview} label={t('tools.copyLink')} />
          </>
        ) : (
          <span className="muted">{t('tools.previewEmpty')}</span>
        )}
      </output>
      <FormError message={utmLinkMessage(errors.root?.server?.message, t)} />
      <button type="submit" className="button" disabled={save.isPending}>
        {t('tools.keepLink')}
      </button>
    </form>
  );
}
