import { enStaff } from '@crm/contracts/locales/en/staff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { chosenColumns } from '../../components/list/column-chooser.tsx';
import { ListTable } from '../../components/list/list-table.tsx';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { staffColumns } from './staff-columns.tsx';
import { staffKeys } from './staff-keys.ts';

/**
 * The other brand's staff (`GET /dashboard/crmusers/all?otherBrand=…`, 1000 rows: spec point 9),
 * read-only: who works there, and who of them also works here.
 */
export function OtherBrandStaff({ brand, brandName, fields }: { brand: string; brandName: string; fields: string[] }) {
  const t = useT(enStaff);
  const { pathname } = useLocation();
  const columns = useMemo(() => staffColumns(t), [t]);
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: staffKeys.otherBrand(brand),
    queryFn: () => call('listAllStaff', { query: { otherBrand: brand } }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <p className="muted">
        {data
          ? t('staff.otherIntro', { total: data.totalDocs.toLocaleString('en'), brand: brandName })
          : t('staff.otherHint')}
      </p>
      <ListTable
        caption={t('staff.otherCaption', { brand: brandName })}
        listId={`${pathname}-other`}
        columns={chosenColumns(columns, fields)}
        rows={data?.docs}
        rowKey={(s) => s._id}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty={t('staff.otherEmpty', { brand: brandName })}
      />
    </>
  );
}
