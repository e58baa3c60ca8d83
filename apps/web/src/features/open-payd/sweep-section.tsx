import type { TSweep, TSweepCurrency } from '@crm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState } from 'react';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { call } from '../../lib/api/call.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { openPaydKeys } from './open-payd-keys.ts';
import { SweepForm } from './sweep-form.tsx';

const when = (iso: string) => format(new Date(iso), 'dd/MM/yyyy HH:mm');

/** Provider beside ledger, per account; a difference is flagged rather than hidden. */
function Side({ label, side, currency }: { label: string; side: TSweepCurrency['operating']; currency: string }) {
  const differs = side.ledger !== side.provider;
  return (
    <tr>
      <th scope="row">
        {label}
        <div className="muted payd-iban">{side.iban}</div>
      </th>
      <td className="num">{formatMoney(side.provider, currency)}</td>
      <td className="num">{formatMoney(side.ledger, currency)}</td>
      <td>{differs ? <span className="payd-differs">Differs</span> : 'Agrees'}</td>
    </tr>
  );
}

const HISTORY_COLUMNS: ListColumn<TSweep>[] = [
  { id: 'createdAt', label: 'When', nowrap: true, cell: (s) => when(s.createdAt) },
  { id: 'amount', label: 'Amount', numeric: true, cell: (s) => formatMoney(s.amount, s.currency) },
  { id: 'by', label: 'By', cell: (s) => s.created_by?.name ?? '—' },
  { id: 'reference', label: 'Provider reference', nowrap: true, cell: (s) => s.provider_reference },
  { id: 'comment', label: 'Comment', cell: (s) => s.comment ?? '—' },
];

/** "Sweep": what may be swept, the provider's balances beside the ledger's, the sweep form and the history. */
export function SweepSection() {
  const [page, setPage] = useState(1);
  const limit = 20;
  const overview = useQuery({ queryKey: openPaydKeys.overview(), queryFn: () => call('getSweepOverview') });
  const history = useQuery({
    queryKey: openPaydKeys.sweeps({ page, limit }),
    queryFn: () => call('listSweeps', { query: { page, limit } }),
    placeholderData: keepPreviousData,
  });
  const data = overview.data;
  const pages = history.data ? Math.max(1, Math.ceil(history.data.totalDocs / limit)) : 1;
  return (
    <section className="payd-section" aria-labelledby="payd-sweep">
      <h2 id="payd-sweep">Sweep</h2>
      <p className="muted">
        Moves the brokerage’s own income (withdrawal fees, clients’ net trading losses) from the client-money account to
        the operating account. Client money never moves.
      </p>
      {overview.error && <p className="alert">The balances could not be loaded: {overview.error.message}</p>}
      {data && (
        <>
          <p className={data.reconciliation.balanced ? 'muted' : 'alert'}>
            {data.reconciliation.ran_at
              ? `Client-money reconciliation of ${when(data.reconciliation.ran_at)}: ${
                  data.reconciliation.balanced
                    ? 'balanced.'
                    : `${data.reconciliation.differences} difference(s) — sweeps are refused until it balances.`
                }`
              : 'No client-money reconciliation has run yet; a sweep runs one first.'}
          </p>
          {data.currencies.length === 0 && <p>No house income in this brand yet.</p>}
          {data.currencies.map((c) => (
            <div key={c.currency} className="payd-currency">
              <h3>
                {c.currency}: <span className="payd-sweepable">{formatMoney(c.sweepable, c.currency)}</span> sweepable
              </h3>
              <p className="muted">
                Fees {formatMoney(c.income.fees, c.currency)} · trading income{' '}
                {formatMoney(c.income.trading, c.currency)}
              </p>
              <table className="payd-table">
                <caption className="visually-hidden">
                  {c.currency} accounts at {data.provider} and in the ledger
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Account</th>
                    <th scope="col" className="num">
                      {data.provider}
                    </th>
                    <th scope="col" className="num">
                      Ledger
                    </th>
                    <th scope="col">Check</th>
                  </tr>
                </thead>
                <tbody>
                  <Side label="Client money" side={c.client_money} currency={c.currency} />
                  <Side label="Operating" side={c.operating} currency={c.currency} />
                </tbody>
              </table>
            </div>
          ))}
          {data.currencies.length > 0 && <SweepForm overview={data} />}
        </>
      )}
      <h3>Sweeps</h3>
      <ListTable
        caption="Sweeps, newest first"
        listId="house-sweeps"
        columns={HISTORY_COLUMNS}
        rows={history.data?.docs}
        rowKey={(s) => s._id}
        loading={history.isFetching}
        error={history.error}
        onRetry={() => void history.refetch()}
        empty="No sweep yet in this brand."
      />
      {history.data && (
        <Pager page={page} pages={pages} total={history.data.totalDocs} noun="sweeps" one="sweep" onPage={setPage} />
      )}
    </section>
  );
}
