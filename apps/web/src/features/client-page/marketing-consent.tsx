import type { TClient, TConsentSource, TMarketingConsent } from '@crm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useId, useState } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { useCan } from '../auth/use-can.ts';
import { clientKeys } from '../clients/client-keys.ts';

type StaffSource = Exclude<TConsentSource, 'unsubscribe_link'>;

const SOURCE_LABELS: Record<TConsentSource, string> = {
  registration: 'at registration',
  phone: 'by phone',
  email: 'by e-mail',
  web_form: 'through a web form',
  in_person: 'in person',
  unsubscribe_link: 'through the unsubscribe link',
};
const STAFF_SOURCES = Object.keys(SOURCE_LABELS).filter((s): s is StaffSource => s !== 'unsubscribe_link');

const when = (iso: string) => format(new Date(iso), 'dd/MM/yyyy HH:mm');

/** The consent in words: what was recorded, how and when. */
function stateOf(c: TMarketingConsent): string {
  if (c.unsubscribed_at) return `Unsubscribed through the link in an e-mail on ${when(c.unsubscribed_at)}`;
  if (!c.changed_at || !c.source) return 'No consent recorded: no marketing e-mail goes to this client';
  return `${c.consented ? 'Consented' : 'Withdrawn'} ${SOURCE_LABELS[c.source]} on ${when(c.changed_at)}`;
}

/**
 * The client's marketing consent (spec: a flag with its date and source, and the unsubscribed
 * state); staff who may edit the client record a consent given or withdrawn, with how it was given.
 */
export function MarketingConsent({ client }: { client: TClient }) {
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
      toast.success(saved.consented ? 'Marketing consent recorded' : 'Marketing consent withdrawn');
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : 'Not saved: the server could not be reached'),
  });
  const c = consent.data;
  return (
    <section className="edit-form marketing-consent" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Marketing consent</h2>
      <p role="status" data-consent={c ? (c.may_receive_marketing ? 'yes' : 'no') : undefined}>
        {c ? stateOf(c) : consent.isError ? 'The consent could not be read' : 'Loading…'}
      </p>
      {editable && c && (
        <>
          <div className="edit-field">
            <label htmlFor={`${id}-source`}>How the client said so</label>
            <select id={`${id}-source`} value={source} onChange={(e) => setSource(e.target.value as StaffSource)}>
              {STAFF_SOURCES.map((s) => (
                <option key={s} value={s}>
                  {SOURCE_LABELS[s]}
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
            {c.may_receive_marketing ? 'Record withdrawal' : 'Record consent'}
          </button>
        </>
      )}
    </section>
  );
}
