import type { TAccountTradesQuery, TTradingAccount } from '@crm/contracts';
import { DEFAULT_PAGE_SIZE } from '@crm/contracts/paging';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { ListTable } from '../../components/list/list-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { call } from '../../lib/api/call.ts';
import { accountKeys } from './account-keys.ts';
import { type TradeList, tradeColumns } from './trade-columns.tsx';

// Spec point 2: lists page by 50.
const LIMIT = DEFAULT_PAGE_SIZE;
/**
 * Prices move about every 2 s on the platform; open P/L is read again every 5 s. TanStack Query
 * skips the interval while the browser tab is hidden (refetchIntervalInBackground is off).
 */
export const OPEN_TRADES_REFRESH_MS = 5_000;

/** Open or closed positions of one account, newest first, paged. */
export function AccountTrades({ account }: { account: TTradingAccount }) {
  const [list, setList] = useState<TradeList>('open');
  const [page, setPage] = useState(1);
  const id = useId();
  const query = { type: list, page, limit: LIMIT } satisfies TAccountTradesQuery;
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: accountKeys.trades(account._id, list, page),
    queryFn: () => call('listAccountTrades', { params: { id: account._id }, query }),
    // The previous page stays while the next loads (no flicker), but never open rows under "closed".
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === list ? previous : undefined),
    refetchInterval: list === 'open' ? OPEN_TRADES_REFRESH_MS : false,
  });
  const show = (next: TradeList) => {
    setList(next);
    setPage(1);
  };
  const columns = useMemo(() => tradeColumns(list), [list]);
  const noun = list === 'open' ? 'open positions' : 'closed positions';
  return (
    <section className="account-trades" aria-labelledby={`${id}-title`}>
      <div className="list-toolbar">
        <h3 id={`${id}-title`} className="panel-heading">
          Trades
        </h3>
        <fieldset className="segmented">
          <legend className="visually-hidden">Trades to show</legend>
          {(['open', 'closed'] as const).map((t) => (
            <label key={t}>
              <input type="radio" name={`${id}-list`} value={t} checked={list === t} onChange={() => show(t)} />
              {t === 'open' ? 'Open' : 'Closed'}
            </label>
          ))}
        </fieldset>
        {list === 'open' && <span className="muted">P/L at current prices, updated every 5 s</span>}
      </div>
      <ListTable
        caption={`${list === 'open' ? 'Open' : 'Closed'} trades of ${account.login_id}`}
        listId={`account-trades-${list}`}
        columns={columns}
        rows={data?.docs}
        rowKey={(p) => p._id}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty={`No ${noun}.`}
      />
      {data && data.totalDocs > LIMIT && (
        <Pager
          page={page}
          pages={Math.ceil(data.totalDocs / LIMIT)}
          total={data.totalDocs}
          noun={noun}
          onPage={setPage}
        />
      )}
    </section>
  );
}
