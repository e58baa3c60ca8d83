import type { TSegment } from '@crm/contracts';
import { enSegments } from '@crm/contracts/locales/en/segments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';
import { FilterBuilder } from '../clients/filter-builder.tsx';
import { SEGMENTS_PATH } from './segment-columns.tsx';
import { ZSegmentForm } from './segment-form-schemas.ts';
import { segmentKeys } from './segment-keys.ts';
import { useLiveCount } from './use-live-count.ts';

const countText = (t: TTranslateOf<typeof enSegments>, count: number | null) =>
  count === null
    ? t('segments.editor.counting')
    : t('segments.editor.matches', { count, shown: count.toLocaleString('en') });

/**
 * A segment's name and filters: the clients list's own filter builder, with the number of clients
 * the filters select counted live as they change. Creates the segment, or saves a change to it.
 */
export function SegmentEditor({ segment }: { segment: TSegment | null }) {
  const t = useT(enSegments);
  const form = useContractForm(ZSegmentForm, {
    defaultValues: { name: segment?.name ?? '', filters: segment?.filters ?? '' },
  });
  const watched = form.watch('filters');
  const filters = typeof watched === 'string' ? watched : '';
  const live = useLiveCount(filters);
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: { name: string; filters: string }) =>
      segment ? call('updateSegment', { params: { id: segment._id }, body }) : call('createSegment', { body }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: segmentKeys.all });
      toast.success(
        segment ? t('segments.editor.saved', { name: saved.name }) : t('segments.editor.created', { name: saved.name }),
      );
      form.reset({ name: saved.name, filters: saved.filters });
      if (!segment) void navigate(`${SEGMENTS_PATH}/${saved._id}`);
    },
    onError: (e) => showServerError(form, e, t('segments.editor.unreachable')),
  });
  const { errors, isDirty } = form.formState;
  const filtersError = errors.filters?.message ?? live.refusal;

  return (
    <form
      className="segment-editor"
      aria-label={segment ? t('segments.editor.change') : t('segments.new')}
      onSubmit={(e) => void form.handleSubmit((body) => save.mutate(body))(e)}
    >
      <FormField label={t('segments.editor.name')} error={errors.name?.message}>
        {(control) => <input {...control} {...form.register('name')} maxLength={100} required />}
      </FormField>
      <div className="field">
        <span className="field-label">{t('segments.editor.filters')}</span>
        <FilterBuilder
          value={filters || null}
          onChange={(next) => form.setValue('filters', next ?? '', { shouldDirty: true })}
          refusal={filtersError ?? null}
        />
      </div>
      <div className="segment-editor-footer">
        <output className="segment-live-count" aria-live="polite" aria-busy={live.counting || undefined}>
          {live.refusal ? t('segments.editor.noCount') : countText(t, live.count)}
        </output>
        {errors.root?.server?.message && (
          <p className="form-error" role="alert">
            {errors.root.server.message}
          </p>
        )}
        <button type="submit" className="button primary" disabled={save.isPending || (segment !== null && !isDirty)}>
          {segment ? t('segments.editor.save') : t('segments.editor.create')}
        </button>
      </div>
    </form>
  );
}
