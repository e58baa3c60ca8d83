import type { TDocument } from '@crm/contracts';
import { countries } from 'countries-list';
import { format, parseISO } from 'date-fns';

const countryName = (code: string) => countries[code.toUpperCase() as keyof typeof countries]?.name ?? code;

/** What the document must match, as the client declared it; a fact the client never gave says so. */
export function DocumentClientFacts({ client }: { client: TDocument['client'] }) {
  const facts: [label: string, value: string | null][] = [
    ['Name', `${client.first_name} ${client.last_name}`],
    ['Country', `${countryName(client.country)} (${client.country.toUpperCase()})`],
    ['Date of birth', client.date_of_birth && format(parseISO(client.date_of_birth), 'dd/MM/yyyy')],
    ['Address', client.address],
  ];
  return (
    <section className="document-client-facts" aria-label="Client data to match">
      <h3>Must match</h3>
      <dl>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={value ? undefined : 'muted'}>{value ?? 'Not given'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
