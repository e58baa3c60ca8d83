import type { TAccountTradesQuery, TTradingAccount } from '@crm/contracts';
import { enAccounts } from '@crm/contracts/locales/en/accounts';
import { DEFAULT_PAGE_SIZE } from '@crm/contracts/paging';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { ListTable } from '../../components/list/list-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
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
  const t = useT(enAccounts);
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
  const columns = useMemo(() => tradeColumns(list, t), [list, t]);
  const noun = t(list === 'open' ? 'accounts.openNoun' : 'accounts.closedNoun');
  return (
    <section className="account-trades" aria-labelledby={`${id}-title`}>
      <div className="list-toolbar">
        <h3 id={`${id}-title`} className="panel-heading">
          {t('accounts.trades')}
        </h3>
        <fieldset className="segmented">
          <legend className="visually-hidden">{t('accounts.tradesToShow')}</legend>
          {(['open', 'closed'] as const).map((kind) => (
            <label key={kind}>
              <input
                type="radio"
                name={`${id}-list`}
                value={kind}
                checked={list === kind}
                onChange={() => show(kind)}
              />
              {t(kind === 'open' ? 'accounts.open' : 'accounts.closed')}
            </label>
          ))}
        </fieldset>
        {list === 'open' && <span className="muted">{t('accounts.livePrices')}</span>}
      </div>
      <ListTable
        caption={t(list === 'open' ? 'accounts.openTradesOf' : 'accounts.closedTradesOf', { login: account.login_id })}
        listId={`account-trades-${list}`}
        columns={columns}
        rows={data?.docs}
        rowKey={(p) => p._id}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty={t(list === 'open' ? 'accounts.noOpen' : 'accounts.noClosed')}
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
