import { ExportControl } from '../../components/export/export-control.tsx';
import { callForFile, type TCallInput } from '../../lib/api/call.ts';
import { CLIENT_COLUMNS } from './columns.tsx';

type Props = { query: NonNullable<TCallInput<'listClients'>['query']> };

/**
 * Exports exactly what a clients list shows (view, search, filters, sort and columns; every page,
 * not the one in view) through `GET /dashboard/users?export=csv|xlsx`.
 */
export function ExportButton({ query }: Props) {
  // The file's columns in the table's order, whatever order the URL lists them in.
  const chosen = query.fields?.split(',') ?? [];
  const fields = CLIENT_COLUMNS.flatMap((c) => (chosen.includes(c.id) ? [c.id] : [])).join(',');
  return (
    <ExportControl
      fallbackName="clients"
      start={(format) =>
        callForFile('listClients', {
          query: { ...query, fields: fields || null, page: null, limit: null, cursor: null, export: format },
        })
      }
    />
  );
}
