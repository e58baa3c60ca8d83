import { ExportControl } from '../../components/export/export-control.tsx';
import { ALL_CLIENTS, type ClientListQuery, type ClientListSource } from './client-list-source.ts';
import { CLIENT_FIELD_ORDER } from './columns.tsx';

type Props = { query: ClientListQuery; source?: ClientListSource };

/**
 * Exports exactly what a clients list shows (view, search, filters, sort and columns; every page,
 * not the one in view) through `GET /dashboard/users?export=csv|xlsx`.
 */
export function ExportButton({ query, source = ALL_CLIENTS }: Props) {
  // The file's columns in the table's order, whatever order the URL lists them in.
  const chosen = query.fields?.split(',') ?? [];
  const fields = CLIENT_FIELD_ORDER.filter((id) => chosen.includes(id)).join(',');
  return (
    <ExportControl
      fallbackName="clients"
      start={(format) =>
        source.file({ ...query, fields: fields || null, page: null, limit: null, cursor: null }, format)
      }
    />
  );
}
