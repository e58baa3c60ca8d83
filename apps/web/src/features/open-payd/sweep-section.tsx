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

const agrees = (c: TSweepCurrency) =>
  c.client_money.ledger === c.client_money.provider && c.operating.ledger === c.operating.provider;

/** One row per currency: what may be swept, and each account at the provider beside the ledger. */
function BalancesTable({ provider, currencies }: { provider: string; currencies: TSweepCurrency[] }) {
  return (
    <div className="payd-table-wrap">
      <table className="payd-table">
        <caption className="visually-hidden">Sweepable income and balances at {provider} and in the ledger</caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              Currency
            </th>
            <th scope="col" rowSpan={2} className="num">
              Sweepable
            </th>
            <th scope="col" rowSpan={2} className="num">
              Fees
            </th>
            <th scope="col" rowSpan={2} className="num">
              Trading income
            </th>
            <th scope="colgroup" colSpan={2} className="payd-group">
              Client-money account
            </th>
            <th scope="colgroup" colSpan={2} className="payd-group">
              Operating account
            </th>
          </tr>
          <tr>
            <th scope="col" className="num">
              Provider
            </th>
            <th scope="col" className="num">
              Ledger
            </th>
            <th scope="col" className="num">
              Provider
            </th>
            <th scope="col" className="num">
              Ledger
            </th>
          </tr>
        </thead>
        <tbody>
          {currencies.map((c) => {
            const money = (amount: string) => formatMoney(amount, c.currency);
            return (
              <tr key={c.currency}>
                <th scope="row">
                  {c.currency}
                  {!agrees(c) && <span className="payd-differs"> provider differs</span>}
                </th>
                <td className="num payd-sweepable">{money(c.sweepable)}</td>
                <td className="num">{money(c.income.fees)}</td>
                <td className="num">{money(c.income.trading)}</td>
                <td className="num">{money(c.client_money.provider)}</td>
                <td className="num">{money(c.client_money.ledger)}</td>
                <td className="num">{money(c.operating.provider)}</td>
                <td className="num">{money(c.operating.ledger)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The brand's IBANs at the provider, out of the way until asked for. */
function AccountIbans({ currencies }: { currencies: TSweepCurrency[] }) {
  return (
    <details className="payd-ibans">
      <summary>IBANs at the provider</summary>
      <dl className="payd-figures">
        {currencies.map((c) => (
          <div key={c.currency}>
            <dt>{c.currency}</dt>
            <dd>
              Client money {c.client_money.iban}
              <br />
              Operating {c.operating.iban}
            </dd>
          </div>
        ))}
      </dl>
    </details>
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
          <p className="muted">Provider: {data.provider}.</p>
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
          {data.currencies.length > 0 && (
            <>
              <BalancesTable provider={data.provider} currencies={data.currencies} />
              <AccountIbans currencies={data.currencies} />
            </>
          )}
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
