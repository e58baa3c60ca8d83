import { placeholdersOf, type TTranslationRow, ZSaveTranslation } from '@crm/contracts';
import { enTranslationTool } from '@crm/contracts/locales/en/translation-tool';
import { checkTranslation, isMessageKey } from '@crm/contracts/translation-check';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api/call.ts';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { problemText } from './problem-text.ts';

/**
 * The save endpoint's body with the tool's checks (placeholders as in English, plural forms the
 * language has, not empty): the same `checkTranslation` the server refuses with (271, 272), so the
 * message shows as you type and a hand-crafted call is refused all the same.
 */
const ZEdit = ZSaveTranslation.superRefine((value, ctx) => {
  if (!isMessageKey(value.key)) return;
  const problem = checkTranslation(value.key, value.language, value.text);
  if (problem) ctx.addIssue({ code: 'custom', path: ['text'], message: problemText(problem, value.language) });
});

/** One key × language edited in place, in its row: Save checks and writes a draft; Escape or Cancel leaves. */
export function EditTranslation({
  row,
  onSaved,
  onCancel,
}: {
  row: TTranslationRow;
  onSaved: (row: TTranslationRow) => void;
  onCancel: () => void;
}) {
  const t = useT(enTranslationTool);
  const form = useContractForm(ZEdit, {
    mode: 'onChange',
    defaultValues: { key: row.key, language: row.language, text: row.draft ?? row.text ?? '' },
  });
  const save = useMutation({
    mutationFn: (body: { key: string; language: typeof row.language; text: string }) =>
      call('saveTranslation', { body, withBrand: false }),
    onSuccess: onSaved,
    onError: (error) => showServerError(form, error, t('list.unreachable')),
  });
  const { errors } = form.formState;
  const placeholders = placeholdersOf(row.source);
  return (
    <form
      className="translation-edit"
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <FormField
        label={t('translations.editKey', { key: row.key })}
        error={errors.text?.message ?? errors.root?.server?.message}
      >
        {(control) => (
          // biome-ignore lint/a11y/noAutofocus: editing in place starts in the field the user chose to edit.
          <textarea {...control} autoFocus rows={2} lang={row.language} {...form.register('text')} />
        )}
      </FormField>
      {placeholders.length > 0 && (
        <p className="muted translation-placeholders">
          {t('translations.placeholders', { list: placeholders.map((p) => `{{${p}}}`).join(', ') })}
        </p>
      )}
      <div className="translation-edit-actions">
        <button type="submit" className="button primary small" disabled={save.isPending}>
          {t('translations.save')}
        </button>
        <button type="button" className="button small" onClick={onCancel}>
          {t('dialog.cancel')}
        </button>
      </div>
    </form>
  );
}
