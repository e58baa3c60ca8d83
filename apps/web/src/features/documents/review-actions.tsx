import { type TDocument, ZReviewBody } from '@crm/contracts';
import { enDocuments } from '@crm/contracts/locales/en/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { FormField } from '../../lib/form/form-field.tsx';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';

type Status = 'approved' | 'rejected' | 'pendingChanges';

/** The review body without its "no body at all" wrapper: what the reason input fills. */
const ZReason = ZReviewBody.unwrap().unwrap();

/** Approve, reject or request changes; the last two need a reason the client can act on. */
export function ReviewActions({ document: doc, onDone }: { document: TDocument; onDone?: () => void }) {
  const t = useT(enDocuments);
  const form = useContractForm(ZReason, { defaultValues: { reason: '' } });
  const reason = form.watch('reason') ?? '';
  const queryClient = useQueryClient();
  const toast = useToast();
  const review = useMutation({
    mutationFn: ({ status, body }: { status: Status; body: { reason?: string | undefined } }) =>
      call('reviewDocument', {
        params: { id: doc._id },
        query: { status },
        // The status travels in the query (spec point 7): approving sends no body at all.
        body: status === 'approved' ? undefined : body,
      }),
    onSuccess: (_d, { status }) => {
      toast.success(
        t(
          status === 'approved'
            ? 'documents.approved'
            : status === 'rejected'
              ? 'documents.rejected'
              : 'documents.changesRequested',
        ),
      );
      form.reset();
      void queryClient.invalidateQueries();
      onDone?.();
    },
    onError: (e) => {
      // A refusal of the reason shows beside it; any other as a toast, as the review has no form-level place.
      const atReason = e instanceof ApiError ? e.details.find((d) => d.path === 'reason') : undefined;
      if (atReason) form.setError('reason', { type: 'server', message: atReason.message }, { shouldFocus: true });
      else toast.error(e instanceof ApiError ? e.message : t('documents.reviewFailed'));
    },
  });
  const decide = (status: Status) => () => void form.handleSubmit((body) => review.mutate({ status, body }))();
  if (doc.status !== 'pending' && doc.status !== 'pendingChanges' && doc.status !== 'error') {
    return (
      <p className="muted">
        {doc.reason
          ? t('documents.decidedBecause', { status: t(`documents.status.${doc.status}`), reason: doc.reason })
          : t('documents.decided', { status: t(`documents.status.${doc.status}`) })}
      </p>
    );
  }
  return (
    <div className="review-actions">
      <FormField label={t('documents.reason')} error={form.formState.errors.reason?.message}>
        {(control) => <input {...control} {...form.register('reason')} maxLength={1000} />}
      </FormField>
      <div className="review-buttons">
        <button type="button" className="button primary" disabled={review.isPending} onClick={decide('approved')}>
          {t('documents.approve')}
        </button>
        <button
          type="button"
          className="button"
          disabled={review.isPending || !reason.trim()}
          onClick={decide('pendingChanges')}
        >
          {t('documents.requestChanges')}
        </button>
        <button
          type="button"
          className="button"
          disabled={review.isPending || !reason.trim()}
          onClick={decide('rejected')}
        >
          {t('documents.reject')}
        </button>
      </div>
    </div>
  );
}
