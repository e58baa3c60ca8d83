import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { chosenColumns } from '../../components/list/column-chooser.tsx';
import { ListTable } from '../../components/list/list-table.tsx';
import { call } from '../../lib/api/call.ts';
import { STAFF_COLUMNS } from './staff-columns.tsx';
import { staffKeys } from './staff-keys.ts';

/**
 * The other brand's staff (`GET /dashboard/crmusers/all?otherBrand=…`, 1000 rows: spec point 9),
 * read-only: who works there, and who of them also works here.
 */
export function OtherBrandStaff({ brand, brandName, fields }: { brand: string; brandName: string; fields: string[] }) {
  const { pathname } = useLocation();
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: staffKeys.otherBrand(brand),
    queryFn: () => call('listAllStaff', { query: { otherBrand: brand } }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <p className="muted">
        {data ? `${data.totalDocs.toLocaleString('en')} staff in ${brandName}. ` : ''}Copy someone of this brand there
        from their row in the first tab.
      </p>
      <ListTable
        caption={`Staff of ${brandName}`}
        listId={`${pathname}-other`}
        columns={chosenColumns(STAFF_COLUMNS, fields)}
        rows={data?.docs}
        rowKey={(s) => s._id}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty={`No staff in ${brandName}.`}
      />
    </>
  );
}
