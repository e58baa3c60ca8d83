import type { TTransactionRow } from '@crm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { formatDay } from '../../components/report/period.ts';
import { call } from '../../lib/api/call.ts';
import { TRANSACTION_COLUMNS } from '../transactions/transaction-columns.tsx';
import { ftdKeys } from './ftd-keys.ts';

/** The transactions list's columns that say a first deposit (the list is not sortable: newest first). */
const COLUMNS: ListColumn<TTransactionRow>[] = ['createdAt', 'client', 'account', 'method', 'status', 'amount'].flatMap(
  (id) => {
    const column = TRANSACTION_COLUMNS.find((c) => c.id === id);
    return column ? [{ ...column, sortKey: undefined }] : [];
  },
);

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
  const title = days
    ? `First deposits, ${days.from === days.to ? formatDay(days.from) : `${formatDay(days.from)} to ${formatDay(days.to)}`}`
    : 'First deposits';
  return (
    <section className="ftd-list" aria-labelledby="ftd-list-title">
      <h2 id="ftd-list-title">
        {title} {data && <span className="muted">({data.totalDocs.toLocaleString('en')})</span>}{' '}
        {onWholePeriod && (
          <button type="button" className="button small" onClick={onWholePeriod}>
            Whole period
          </button>
        )}
      </h2>
      <ListTable
        caption={title}
        listId="/reports/firstTimeDeposits#list"
        columns={COLUMNS}
        rows={query ? data?.docs : []}
        rowKey={(t) => t._id}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty={query ? 'No first deposit in this period.' : 'Choose both days of the period.'}
        onOpen={(t) => void navigate(`/clients/${t.client._id}`)}
      />
      {data && data.totalDocs > 0 && (
        <Pager
          page={page}
          pages={Math.max(1, Math.ceil(data.totalDocs / limit))}
          total={data.totalDocs}
          noun="first deposits"
          onPage={onPage}
        />
      )}
    </section>
  );
}
