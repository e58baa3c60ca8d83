import type { TClient, TConsentSource, TMarketingConsent } from '@crm/contracts';
import { enClientPage } from '@crm/contracts/locales/en/client-page';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useId, useState } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { clientKeys } from '../clients/client-keys.ts';

type StaffSource = Exclude<TConsentSource, 'unsubscribe_link'>;

type ClientPageT = TTranslateOf<typeof enClientPage>;

/** The sources staff record, in the order the choice lists them. */
const STAFF_SOURCES: readonly StaffSource[] = ['registration', 'phone', 'email', 'web_form', 'in_person'];
const sourceText = (source: TConsentSource, t: ClientPageT) => t(`clientPage.consent.source.${source}`);

const when = (iso: string) => format(new Date(iso), 'dd/MM/yyyy HH:mm');

/** The consent in words: what was recorded, how and when. */
function stateOf(c: TMarketingConsent, t: ClientPageT): string {
  if (c.unsubscribed_at) return t('clientPage.consent.unsubscribed', { when: when(c.unsubscribed_at) });
  if (!c.changed_at || !c.source) return t('clientPage.consent.none');
  return t(c.consented ? 'clientPage.consent.consented' : 'clientPage.consent.withdrawn', {
    source: sourceText(c.source, t),
    when: when(c.changed_at),
  });
}

/**
 * The client's marketing consent (spec: a flag with its date and source, and the unsubscribed
 * state); staff who may edit the client record a consent given or withdrawn, with how it was given.
 */
export function MarketingConsent({ client }: { client: TClient }) {
  const t = useT(enClientPage);
  const can = useCan();
  const editable = can('users.update_user');
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const params = { id: client._id };
  const key = [...clientKeys.detail(client._id), 'marketingConsent'];
  const consent = useQuery({ queryKey: key, queryFn: () => call('getMarketingConsent', { params }) });
  const [source, setSource] = useState<StaffSource>('phone');
  const save = useMutation({
    mutationFn: (consented: boolean) => call('setMarketingConsent', { params, body: { consented, source } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      void queryClient.invalidateQueries({ queryKey: clientKeys.logs(client._id) });
      toast.success(t(saved.consented ? 'clientPage.consent.recorded' : 'clientPage.consent.withdrawnToast'));
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : t('clientPage.notSaved')),
  });
  const c = consent.data;
  return (
    <section className="edit-form marketing-consent" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('clientPage.consent.title')}</h2>
      <p role="status" data-consent={c ? (c.may_receive_marketing ? 'yes' : 'no') : undefined}>
        {c ? stateOf(c, t) : consent.isError ? t('clientPage.consent.unreadable') : t('clientPage.consent.loading')}
      </p>
      {editable && c && (
        <>
          <div className="edit-field">
            <label htmlFor={`${id}-source`}>{t('clientPage.consent.how')}</label>
            <select id={`${id}-source`} value={source} onChange={(e) => setSource(e.target.value as StaffSource)}>
              {STAFF_SOURCES.map((s) => (
                <option key={s} value={s}>
                  {sourceText(s, t)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="button"
            disabled={save.isPending}
            onClick={() => save.mutate(!c.may_receive_marketing)}
          >
            {t(c.may_receive_marketing ? 'clientPage.consent.recordWithdrawal' : 'clientPage.consent.recordConsent')}
          </button>
        </>
      )}
    </section>
  );
}
