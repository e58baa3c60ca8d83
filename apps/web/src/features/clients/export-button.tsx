import { ExportControl } from '../../components/export/export-control.tsx';
import { callForFile, type TCallInput } from '../../lib/api/call.ts';

type Props = { query: NonNullable<TCallInput<'listClients'>['query']> };

/**
 * Exports exactly what a clients list shows (view, search, filters, sort and columns; every page,
 * not the one in view) through `GET /dashboard/users?export=csv|xlsx`.
 */
export function ExportButton({ query }: Props) {
  return (
    <ExportControl
      fallbackName="clients"
      start={(format) =>
        callForFile('listClients', { query: { ...query, page: null, limit: null, cursor: null, export: format } })
      }
    />
  );
}
