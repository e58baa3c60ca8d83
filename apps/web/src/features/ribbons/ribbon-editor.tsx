import {
  RIBBON_CTA_MAX,
  RIBBON_LANGUAGES,
  RIBBON_STYLES,
  RIBBON_TEXT_MAX,
  type TRibbon,
  type TRibbonFields,
  type TRibbonLanguage,
} from '@crm/contracts';
import { enRibbons } from '@crm/contracts/locales/en/ribbons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Switch } from '../../components/ui/switch.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { FormDateTimeField } from '../../lib/form/form-date-time-field.tsx';
import { FormError } from '../../lib/form/form-error.tsx';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { ClientTargetPicker } from './client-target-picker.tsx';
import { formValuesOf, ZRibbonForm } from './ribbon-form-schema.ts';
import { ribbonKeys } from './ribbon-keys.ts';
import { RibbonPreview } from './ribbon-preview.tsx';
import { SegmentTargetPicker } from './segment-target-picker.tsx';

type Props = {
  ribbon: TRibbon | null;
  /** A client or a segment the editor was opened for (`?client=` / `?segment=`), for a new ribbon. */
  preset: { clientId: string | null; segmentId: string | null };
  mayEdit: boolean;
  onSaved: (saved: TRibbon) => void;
};

/**
 * Writes a ribbon, with its live preview in a phone in both themes. The form is checked by the
 * endpoint's schema and the server's own ribbon rules, so it refuses what the server would.
 */
export function RibbonEditor({ ribbon, preset, mayEdit, onSaved }: Props) {
  const t = useT(enRibbons);
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const defaults = formValuesOf(ribbon, preset.clientId);
  if (!ribbon && preset.segmentId) defaults.segment_id = preset.segmentId;
  const form = useContractForm(ZRibbonForm, { defaultValues: defaults, mode: 'onChange' });
  const texts = useFieldArray({ control: form.control, name: 'texts' });
  const values = useWatch({ control: form.control });
  const [target, setTarget] = useState<'client' | 'segment'>(defaults.segment_id ? 'segment' : 'client');
  const [clientLabel, setClientLabel] = useState<string | null>(ribbon?.user_id ? ribbon.target_label : null);
  // Opened from a client's page: name the client it was opened for.
  const presetClient = useQuery({
    queryKey: ['ribbons', 'preset-client', preset.clientId],
    queryFn: () => call('getClient', { params: { id: preset.clientId ?? '' } }),
    enabled: !ribbon && preset.clientId !== null,
  });
  const presetLabel = presetClient.data
    ? `${presetClient.data.first_name} ${presetClient.data.last_name} (#${presetClient.data.readableId})`
    : null;
  const [previewLanguage, setPreviewLanguage] = useState<TRibbonLanguage>('en');
  const warning = useQuery({ queryKey: ['ribbons', 'risk-warning'], queryFn: () => call('getRibbonRiskWarning') });
  const save = useMutation({
    mutationFn: (body: TRibbonFields) =>
      ribbon ? call('updateRibbon', { body: { ...body, _id: ribbon._id } }) : call('createRibbon', { body }),
    onSuccess: (saved) => {
      toast.success(
        saved.status === 'awaiting_approval' ? t('ribbons.editor.savedAwaiting') : t('ribbons.editor.saved'),
      );
      void queryClient.invalidateQueries({ queryKey: ribbonKeys.all });
      onSaved(saved);
    },
    onError: (e) => showServerError(form, e, t('ribbons.editor.unreachable')),
  });
  const { errors } = form.formState;
  const used = new Set((values.texts ?? []).map((text) => text?.language));
  const nextLanguage = RIBBON_LANGUAGES.find((l) => !used.has(l));
  const shown =
    (values.texts ?? []).find((text) => text?.language === previewLanguage) ??
    (values.texts ?? []).find((text) => text?.language === 'en');
  const style = values.style ?? 'info';

  return (
    <div className="ribbon-editor">
      <form
        onSubmit={form.handleSubmit((body) => save.mutate(body))}
        aria-labelledby={`${id}-title`}
        noValidate
        className="ribbon-form"
      >
        <h2 id={`${id}-title`}>{ribbon ? t('ribbons.editor.edit') : t('ribbons.editor.new')}</h2>
        <fieldset disabled={!mayEdit || save.isPending}>
          {texts.fields.map((field, i) => (
            <div key={field.id} className="ribbon-text-row">
              <FormField
                label={t('ribbons.editor.language')}
                error={errors.texts?.[i]?.language?.message}
                className="field ribbon-text-language"
              >
                {(control) => (
                  <select {...control} {...form.register(`texts.${i}.language`)}>
                    {RIBBON_LANGUAGES.map((l) => (
                      <option key={l} value={l}>
                        {t(`ribbons.languages.${l}`)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField
                label={t('ribbons.editor.text', { length: values.texts?.[i]?.text?.length ?? 0, max: RIBBON_TEXT_MAX })}
                error={errors.texts?.[i]?.text?.message}
                className="field ribbon-text-text"
              >
                {(control) => <textarea {...control} rows={2} {...form.register(`texts.${i}.text`)} />}
              </FormField>
              <FormField
                label={t('ribbons.editor.cta', { max: RIBBON_CTA_MAX })}
                error={errors.texts?.[i]?.cta_label?.message}
              >
                {(control) => <input {...control} {...form.register(`texts.${i}.cta_label`)} autoComplete="off" />}
              </FormField>
              {texts.fields.length > 1 && (
                <button type="button" className="button small" onClick={() => texts.remove(i)}>
                  {t('ribbons.editor.remove')}
                </button>
              )}
            </div>
          ))}
          {errors.texts?.message && (
            <p role="alert" className="form-error">
              {errors.texts.message}
            </p>
          )}
          {errors.texts?.root?.message && (
            <p role="alert" className="form-error">
              {errors.texts.root.message}
            </p>
          )}
          {nextLanguage && (
            <button
              type="button"
              className="button small"
              onClick={() => texts.append({ language: nextLanguage, text: '', cta_label: '' })}
            >
              {t('ribbons.editor.addLanguage')}
            </button>
          )}
          <div className="ribbon-form-grid">
            <FormField label={t('ribbons.editor.link')} error={errors.link_url?.message} className="field field-wide">
              {(control) => (
                <input
                  {...control}
                  {...form.register('link_url')}
                  type="url"
                  placeholder="https://"
                  autoComplete="off"
                />
              )}
            </FormField>
            <FormField label={t('ribbons.editor.style')} error={errors.style?.message}>
              {(control) => (
                <select {...control} {...form.register('style')}>
                  {RIBBON_STYLES.map((s) => (
                    <option key={s} value={s}>
                      {t(`ribbons.styles.${s}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label={t('ribbons.editor.priority')} error={errors.priority?.message}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  min={0}
                  max={1000}
                  {...form.register('priority', { valueAsNumber: true })}
                />
              )}
            </FormField>
            <FormDateTimeField
              control={form.control}
              name="starts_at"
              label={t('ribbons.editor.starts')}
              error={errors.starts_at?.message}
              disabled={!mayEdit || save.isPending}
            />
            <FormDateTimeField
              control={form.control}
              name="ends_at"
              label={t('ribbons.editor.ends')}
              error={errors.ends_at?.message}
              disabled={!mayEdit || save.isPending}
            />
            <div className="field">
              <span className="field-label">{t('ribbons.editor.shown')}</span>
              <Switch
                checked={values.active ?? true}
                label={values.active ? t('ribbons.editor.active') : t('ribbons.editor.off')}
                onChange={(on) => form.setValue('active', on, { shouldDirty: true })}
              />
            </div>
          </div>
          <fieldset className="ribbon-target">
            <legend>{t('ribbons.editor.target')}</legend>
            <label>
              <input
                type="radio"
                name={`${id}-target`}
                checked={target === 'client'}
                onChange={() => {
                  setTarget('client');
                  form.setValue('segment_id', '', { shouldValidate: true });
                }}
              />{' '}
              {t('ribbons.editor.oneClient')}
            </label>
            <label>
              <input
                type="radio"
                name={`${id}-target`}
                checked={target === 'segment'}
                onChange={() => {
                  setTarget('segment');
                  form.setValue('user_id', '', { shouldValidate: true });
                  form.setValue('segment_id', ribbon?.segment_id ?? preset.segmentId ?? '', { shouldValidate: true });
                }}
              />{' '}
              {t('ribbons.editor.segment')}
            </label>
            {target === 'client' ? (
              <ClientTargetPicker
                chosen={values.user_id ? (clientLabel ?? presetLabel) : null}
                error={errors.user_id?.message}
                onChoose={(c) => {
                  setClientLabel(c.label);
                  form.setValue('user_id', c._id, { shouldValidate: true, shouldDirty: true });
                }}
              />
            ) : (
              <SegmentTargetPicker
                value={values.segment_id ?? ''}
                error={errors.segment_id?.message}
                onChoose={(segmentId) =>
                  form.setValue('segment_id', segmentId, { shouldValidate: true, shouldDirty: true })
                }
              />
            )}
          </fieldset>
        </fieldset>
        <FormError message={errors.root?.server?.message} />
        {mayEdit && (
          <button type="submit" className="button primary" disabled={save.isPending}>
            {ribbon ? t('ribbons.editor.save') : t('ribbons.editor.create')}
          </button>
        )}
      </form>
      <div className="ribbon-preview-column">
        <div className="ribbon-preview-head">
          <h3>{t('ribbons.editor.preview')}</h3>
          <label className="ribbon-preview-language">
            <span className="muted">{t('ribbons.editor.language')}</span>{' '}
            <select value={previewLanguage} onChange={(e) => setPreviewLanguage(e.target.value as TRibbonLanguage)}>
              {(values.texts ?? []).map((text) =>
                text?.language ? (
                  <option key={text.language} value={text.language}>
                    {t(`ribbons.languages.${text.language}`)}
                  </option>
                ) : null,
              )}
            </select>
          </label>
        </div>
        <RibbonPreview
          style={style}
          text={shown?.text ?? ''}
          ctaLabel={shown?.cta_label || null}
          riskWarning={style === 'promo' ? (warning.data?.cfd_risk_warning ?? null) : null}
        />
      </div>
    </div>
  );
}
