import type { TSweep, TSweepCurrency } from '@crm/contracts';
import { enSweep } from '@crm/contracts/locales/en/sweep';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useMemo, useState } from 'react';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { call } from '../../lib/api/call.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';
import { openPaydKeys } from './open-payd-keys.ts';
import { SweepForm } from './sweep-form.tsx';

const when = (iso: string) => format(new Date(iso), 'dd/MM/yyyy HH:mm');

const agrees = (c: TSweepCurrency) =>
  c.client_money.ledger === c.client_money.provider && c.operating.ledger === c.operating.provider;

/** One row per currency: what may be swept, and each account at the provider beside the ledger. */
function balanceColumns(t: TTranslateOf<typeof enSweep>): ListColumn<TSweepCurrency>[] {
  const money = (amountOf: (c: TSweepCurrency) => string) => (c: TSweepCurrency) =>
    formatMoney(amountOf(c), c.currency);
  return [
    {
      id: 'currency',
      label: t('sweep.currency'),
      cell: (c) => (
        <>
          {c.currency}
          {!agrees(c) && <span className="payd-differs"> {t('sweep.providerDiffers')}</span>}
        </>
      ),
    },
    {
      id: 'sweepable',
      label: t('sweep.sweepable'),
      numeric: true,
      cell: (c) => <span className="payd-sweepable">{formatMoney(c.sweepable, c.currency)}</span>,
    },
    { id: 'fees', label: t('sweep.fees'), numeric: true, cell: money((c) => c.income.fees) },
    { id: 'trading', label: t('sweep.tradingIncome'), numeric: true, cell: money((c) => c.income.trading) },
    {
      id: 'clientMoneyProvider',
      label: t('sweep.clientMoneyProvider'),
      numeric: true,
      cell: money((c) => c.client_money.provider),
    },
    {
      id: 'clientMoneyLedger',
      label: t('sweep.clientMoneyLedger'),
      numeric: true,
      cell: money((c) => c.client_money.ledger),
    },
    {
      id: 'operatingProvider',
      label: t('sweep.operatingProvider'),
      numeric: true,
      cell: money((c) => c.operating.provider),
    },
    { id: 'operatingLedger', label: t('sweep.operatingLedger'), numeric: true, cell: money((c) => c.operating.ledger) },
  ];
}

/** The brand's IBANs at the provider, out of the way until asked for. */
function AccountIbans({ currencies }: { currencies: TSweepCurrency[] }) {
  const t = useT(enSweep);
  return (
    <details className="payd-ibans">
      <summary>{t('sweep.ibans')}</summary>
      <dl className="payd-figures">
        {currencies.map((c) => (
          <div key={c.currency}>
            <dt>{c.currency}</dt>
            <dd>
              {t('sweep.clientMoneyIban', { iban: c.client_money.iban })}
              <br />
              {t('sweep.operatingIban', { iban: c.operating.iban })}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function historyColumns(t: TTranslateOf<typeof enSweep>): ListColumn<TSweep>[] {
  return [
    { id: 'createdAt', label: t('sweep.when'), nowrap: true, cell: (s) => when(s.createdAt) },
    { id: 'amount', label: t('sweep.amount'), numeric: true, cell: (s) => formatMoney(s.amount, s.currency) },
    { id: 'by', label: t('sweep.by'), cell: (s) => s.created_by?.name ?? '—' },
    { id: 'reference', label: t('sweep.reference'), nowrap: true, cell: (s) => s.provider_reference },
    { id: 'comment', label: t('sweep.comment'), cell: (s) => s.comment ?? '—' },
  ];
}

/** "Sweep": what may be swept, the provider's balances beside the ledger's, the sweep form and the history. */
export function SweepSection() {
  const t = useT(enSweep);
  const [page, setPage] = useState(1);
  const limit = 20;
  const overview = useQuery({ queryKey: openPaydKeys.overview(), queryFn: () => call('getSweepOverview') });
  const history = useQuery({
    queryKey: openPaydKeys.sweeps({ page, limit }),
    queryFn: () => call('listSweeps', { query: { page, limit } }),
    placeholderData: keepPreviousData,
  });
  const balances = useMemo(() => balanceColumns(t), [t]);
  const sweeps = useMemo(() => historyColumns(t), [t]);
  const data = overview.data;
  const reconciliation = data?.reconciliation;
  const pages = history.data ? Math.max(1, Math.ceil(history.data.totalDocs / limit)) : 1;
  return (
    <section className="payd-section" aria-labelledby="payd-sweep">
      <h2 id="payd-sweep">{t('sweep.title')}</h2>
      <p className="muted">{t('sweep.intro')}</p>
      {overview.error && <p className="alert">{t('sweep.loadFailed', { message: overview.error.message })}</p>}
      {data && reconciliation && (
        <>
          <p className="muted">{t('sweep.provider', { provider: data.provider })}</p>
          <p className={reconciliation.balanced ? 'muted' : 'alert'}>
            {!reconciliation.ran_at
              ? t('sweep.notReconciled')
              : reconciliation.balanced
                ? t('sweep.balanced', { when: when(reconciliation.ran_at) })
                : t('sweep.differences', { when: when(reconciliation.ran_at), count: reconciliation.differences })}
          </p>
          {data.currencies.length === 0 && <p>{t('sweep.noIncome')}</p>}
          {data.currencies.length > 0 && (
            <>
              <ListTable
                caption={t('sweep.balancesCaption', { provider: data.provider })}
                listId="house-sweep-balances"
                columns={balances}
                rows={data.currencies}
                rowKey={(c) => c.currency}
                empty={t('sweep.noIncome')}
              />
              <AccountIbans currencies={data.currencies} />
              <SweepForm overview={data} />
            </>
          )}
        </>
      )}
      <h3>{t('sweep.history')}</h3>
      <ListTable
        caption={t('sweep.historyCaption')}
        listId="house-sweeps"
        columns={sweeps}
        rows={history.data?.docs}
        rowKey={(s) => s._id}
        loading={history.isFetching}
        error={history.error}
        onRetry={() => void history.refetch()}
        empty={t('sweep.historyEmpty')}
      />
      {history.data && (
        <Pager
          page={page}
          pages={pages}
          total={history.data.totalDocs}
          noun={t('sweep.sweeps')}
          one={t('sweep.sweep')}
          onPage={setPage}
        />
      )}
    </section>
  );
}
