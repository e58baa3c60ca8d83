import type { TTransactionRow } from '@crm/contracts';
import { enReportFtd } from '@crm/contracts/locales/en/report-ftd';
import { enReports } from '@crm/contracts/locales/en/reports';
import { enTransactions } from '@crm/contracts/locales/en/transactions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { call } from '../../lib/api/call.ts';
import { type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';
import { transactionColumns } from '../transactions/transaction-columns.tsx';
import { ftdKeys } from './ftd-keys.ts';
import { daysText } from './ftd-tables.tsx';

/** The transactions list's columns that say a first deposit (the list is not sortable: newest first). */
const columnsOf = (t: TTranslateOf<typeof enTransactions>): ListColumn<TTransactionRow>[] => {
  const all = transactionColumns(t);
  return ['createdAt', 'client', 'account', 'method', 'status', 'amount'].flatMap((id) => {
    const column = all.find((c) => c.id === id);
    return column ? [{ ...column, sortKey: undefined }] : [];
  });
};

type Props = {
  days: { from: string; to: string } | null;
  /** The report's country and agent filters: the list keeps to the same clients. */
  countries: readonly string[];
  agent: string | null;
  /** The report's UTM source (`(none)`: the clients without one). */
  utmSource: string | null;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  /** Back to the report's whole period, when the list shows one period of it. */
  onWholePeriod?: () => void;
};

/**
 * The first deposits themselves (`listFirstTimeDeposits`): each client's first settled deposit
 * into a live account, kept when it falls on these reporting days, of the clients in the report's
 * countries, of its agent and from its UTM source, newest first.
 */
export function FtdList({ days, countries, agent, utmSource, page, limit, onPage, onWholePeriod }: Props) {
  const t = useT(enReportFtd, enReports, enTransactions);
  const columns = useMemo(() => columnsOf(t), [t]);
  const navigate = useNavigate();
  const query = days
    ? {
        fromDate: days.from,
        toDate: days.to,
        page,
        limit,
        ...(countries.length ? { country: countries.join(',') } : {}),
        ...(agent ? { sales_agent: agent } : {}),
        ...(utmSource ? { utm_source: utmSource } : {}),
      }
    : null;
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: ftdKeys.list(query ?? {}),
    queryFn: () => call('listFirstTimeDeposits', { query: query ?? undefined }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const title = days ? t('reportFtd.listDays', { days: daysText(days, t) }) : t('reportFtd.list');
  return (
    <section className="ftd-list" aria-labelledby="ftd-list-title">
      <h2 id="ftd-list-title">
        {title}{' '}
        {data && (
          <span className="muted">{t('reportFtd.listTotal', { total: data.totalDocs.toLocaleString('en') })}</span>
        )}{' '}
        {onWholePeriod && (
          <button type="button" className="button small" onClick={onWholePeriod}>
            {t('reportFtd.wholePeriod')}
          </button>
        )}
      </h2>
      <ListTable
        caption={title}
        listId="/reports/firstTimeDeposits#list"
        columns={columns}
        rows={query ? data?.docs : []}
        rowKey={(tx) => tx._id}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty={t(query ? 'reportFtd.empty' : 'reportFtd.chooseDays')}
        onOpen={(tx) => void navigate(`/clients/${tx.client._id}`)}
      />
      {data && data.totalDocs > 0 && (
        <Pager
          page={page}
          pages={Math.max(1, Math.ceil(data.totalDocs / limit))}
          total={data.totalDocs}
          noun={t('reportFtd.noun')}
          onPage={onPage}
        />
      )}
    </section>
  );
}
