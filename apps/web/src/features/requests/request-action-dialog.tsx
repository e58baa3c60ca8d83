import {
  type TClientRequest,
  type TPaymentMethod,
  type TRequestAction,
  type TRequestActionBody,
  ZRequestActionBody,
} from '@crm/contracts';
import { ErrorCode } from '@crm/contracts/error-codes';
import { enRequests } from '@crm/contracts/locales/en/requests';
import { digitsOf, toMinorUnits } from '@crm/contracts/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '../../components/ui/dialog.tsx';
import { NumberInput } from '../../components/ui/number-input.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { useIdempotencyKey } from '../../lib/api/idempotency-key.ts';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { invalidateMoney } from './invalidate-money.ts';
import { accountLabel, asked } from './request-asked.ts';
import { PAYMENT_METHOD_LABELS, type RequestsT } from './request-labels.ts';
import { useStaffName } from './use-staff-names.ts';

/** Codes that mean "the request is not what this row showed": the row is read again. */
const STALE = new Set<number>([
  ErrorCode.notPending,
  ErrorCode.secondApproverRequired,
  ErrorCode.ownRequest,
  ErrorCode.invalidTransition,
]);

/** Who and what, as staff confirm it: the client, the account and what was asked, with the amount. */
const requestSummary = (r: TClientRequest, t: RequestsT) => ({
  what: [
    t(`requests.type.${r.request_type}`),
    r.amount && r.currency ? formatMoney(r.amount, r.currency) : null,
    asked(r, t),
  ]
    .filter(Boolean)
    .join(' · '),
  who: `${r.user.readableId} ${r.user.first_name} ${r.user.last_name} · ${accountLabel(r.account, t)}`,
});

/** The dialog's title: a withdrawal over the four-eyes threshold is processed twice, by two staff. */
function titleOf(r: TClientRequest, action: TRequestAction, t: RequestsT): string {
  if (action !== 'process') return t(`requests.dialog.${action}`);
  if (!r.needsSecondApproval) return t('requests.dialog.process');
  return r.firstApprovedBy ? t('requests.dialog.secondApproval') : t('requests.firstApproval');
}

/**
 * Process, reject or delay one request. Reject and delay need a reason the client will read;
 * processing a withdrawal asks how it is paid out and an optional fee. The server's refusal is
 * shown as it says it; a refusal that means the row is out of date also refreshes the lists.
 */
export function RequestActionDialog({
  request,
  action,
  onClose,
}: {
  request: TClientRequest;
  action: TRequestAction;
  onClose: () => void;
}) {
  const isWithdrawal = request.request_type === 'withdrawFromAccount';
  const currency = request.currency ?? request.account.currency;
  const method = (
    request.method && request.method in PAYMENT_METHOD_LABELS ? request.method : 'bank_wire'
  ) as TPaymentMethod;
  // The body's own fields: the reason of a reject or a delay; method and fee of a withdrawal paid out.
  const form = useContractForm(ZRequestActionBody, {
    defaultValues:
      action === 'reject'
        ? { reject_reason: '' }
        : action === 'delay'
          ? { delayed_reason: '' }
          : isWithdrawal
            ? { methods: method, fee: '' }
            : {},
  });
  const reasonField = action === 'reject' ? 'reject_reason' : 'delayed_reason';
  const [reason = '', fee = ''] = form.watch([reasonField, 'fee']);
  const { headers } = useIdempotencyKey();
  const toast = useToast();
  const queryClient = useQueryClient();
  const nameOf = useStaffName();
  const t = useT(enRequests);

  const feeInvalid = fee !== '' && toMinorUnits(String(fee), currency) === null;

  const run = useMutation({
    mutationFn: ({ fee: given, ...body }: TRequestActionBody) =>
      call('actOnRequest', {
        params: { id: request._id, action },
        // A blank fee is no fee.
        body: { ...body, ...(given !== undefined && given !== '' ? { fee: given } : {}) },
        headers,
      }),
    onSuccess: (reply) => {
      const r = reply.request;
      if (action === 'process' && r.status === 'pending' && r.needsSecondApproval) {
        toast.info(t('requests.dialog.firstRecorded'));
      } else {
        toast.success(
          t(
            action === 'process'
              ? 'requests.dialog.processed'
              : action === 'reject'
                ? 'requests.dialog.rejected'
                : 'requests.dialog.delayed',
          ),
        );
      }
      invalidateMoney(queryClient);
      onClose();
    },
    onError: (e) => {
      if (e instanceof ApiError && STALE.has(e.code)) {
        toast.error(e.message);
        invalidateMoney(queryClient);
        onClose();
        return;
      }
      showServerError(form, e, t('requests.dialog.unreachable'));
    },
  });

  const needsReason = action !== 'process';
  const summary = requestSummary(request, t);
  const fourEyes = action === 'process' && request.needsSecondApproval;
  return (
    <Dialog
      title={titleOf(request, action, t)}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((body) => run.mutate(body))()}
      submitLabel={
        fourEyes ? t(request.firstApprovedBy ? 'requests.approveAndPay' : 'requests.approve') : t(`requests.${action}`)
      }
      busy={run.isPending}
      disabled={(needsReason && !reason.trim()) || feeInvalid}
      error={form.formState.errors.root?.server?.message}
      danger={action === 'reject'}
    >
      <p className="dialog-summary">
        <strong>{summary.what}</strong>
        <br />
        {summary.who}
      </p>
      {request.request_type === 'depositCryptoToAccount' && request.details.tx_hash && (
        // Whole, to check on the chain before confirming: the lists show only its start.
        <p className="dialog-hash">
          {t('requests.dialog.cryptoTx', { coin: request.details.crypto_currency })}{' '}
          <code>{request.details.tx_hash}</code>
        </p>
      )}
      {fourEyes && (
        <p className="four-eyes">
          {request.firstApprovedBy
            ? t('requests.dialog.firstApprovedBy', { name: nameOf(request.firstApprovedBy) })
            : t('requests.dialog.fourEyes')}
        </p>
      )}
      {needsReason && (
        <FormField
          label={t(action === 'reject' ? 'requests.dialog.rejectReason' : 'requests.dialog.delayReason')}
          error={form.formState.errors[reasonField]?.message}
        >
          {(control) => (
            <textarea {...control} {...form.register(reasonField)} rows={3} maxLength={500} required data-autofocus />
          )}
        </FormField>
      )}
      {action === 'process' && isWithdrawal && (
        <>
          <FormField label={t('requests.dialog.payOutBy')} error={form.formState.errors.methods?.message}>
            {(control) => (
              <select {...control} {...form.register('methods')}>
                {(Object.keys(PAYMENT_METHOD_LABELS) as TPaymentMethod[]).map((value) => (
                  <option key={value} value={value}>
                    {t(`requests.method.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <NumberInput
            label={t('requests.dialog.fee')}
            value={String(fee)}
            suffix={currency}
            onChange={(text) => {
              form.setValue('fee', text);
              form.clearErrors('fee');
            }}
            error={feeInvalid ? t('requests.dialog.feeInvalid', { currency, digits: digitsOf(currency) }) : undefined}
          />
          {form.formState.errors.fee?.message && (
            <p role="alert" className="form-error">
              {form.formState.errors.fee.message}
            </p>
          )}
        </>
      )}
      {action === 'process' && !isWithdrawal && <p>{t('requests.dialog.asAsked')}</p>}
    </Dialog>
  );
}
