import type { TDocument } from '@crm/contracts';
import { enDocuments } from '@crm/contracts/locales/en/documents';
import { countries } from 'countries-list';
import { format, parseISO } from 'date-fns';
import { useT } from '../../lib/i18n/use-t.ts';

const countryName = (code: string) => countries[code.toUpperCase() as keyof typeof countries]?.name ?? code;

/** What the document must match, as the client declared it; a fact the client never gave says so. */
export function DocumentClientFacts({ client }: { client: TDocument['client'] }) {
  const t = useT(enDocuments);
  const facts: [label: string, value: string | null][] = [
    [t('documents.fact.name'), `${client.first_name} ${client.last_name}`],
    [t('documents.fact.country'), `${countryName(client.country)} (${client.country.toUpperCase()})`],
    [t('documents.fact.birth'), client.date_of_birth && format(parseISO(client.date_of_birth), 'dd/MM/yyyy')],
    [t('documents.fact.address'), client.address],
  ];
  return (
    <section className="document-client-facts" aria-label={t('documents.clientData')}>
      <h3>{t('documents.mustMatch')}</h3>
      <dl>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={value ? undefined : 'muted'}>{value ?? t('documents.notGiven')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
