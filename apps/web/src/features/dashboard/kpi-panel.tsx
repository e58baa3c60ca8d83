import type { TKpis } from '@crm/contracts';
import { useQuery } from '@tanstack/react-query';
import { DrillLink } from '../../components/report/drill-link.tsx';
import { formatDay } from '../../components/report/period.ts';
import { call } from '../../lib/api/call.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { useCan } from '../auth/use-can.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { dashboardKeys } from './dashboard-keys.ts';
import { type DayRange, type KpiName, kpiDrill } from './drills.ts';
import { changeOf } from './kpi-change.ts';

type Figure = {
  name: KpiName;
  label: string;
  money: boolean /** Withdrawals going up is not good news. */;
  upIsGood: boolean;
};

const FIGURES: readonly Figure[] = [
  { name: 'new_clients', label: 'New clients', money: false, upIsGood: true },
  { name: 'verified', label: 'Verified', money: false, upIsGood: true },
  { name: 'ftd_count', label: 'First-time deposits', money: false, upIsGood: true },
  { name: 'deposits_usd', label: 'Deposits', money: true, upIsGood: true },
  { name: 'withdrawals_usd', label: 'Withdrawals', money: true, upIsGood: false },
  { name: 'net_deposits_usd', label: 'Net deposits', money: true, upIsGood: true },
];

/** The dashboard figures, read once and shared (the charts take "today" from them). */
export const useKpis = () => useQuery({ queryKey: dashboardKeys.kpis(), queryFn: () => call('dashboardKpis') });

type Values = {
  today: number | string;
  yesterday: number | string;
  month: number | string;
  previous_month: number | string;
};

const show = (value: number | string, money: boolean) =>
  money ? formatMoney(String(value), 'USD') : Number(value).toLocaleString('en');

/** ▲ or ▼ and the percentage, said in words too: the colour is never the only sign. */
function Change({
  now,
  before,
  money,
  upIsGood,
  against,
}: {
  now: number | string;
  before: number | string;
  money: boolean;
  upIsGood: boolean;
  against: string;
}) {
  const change = changeOf(now, before);
  const arrow = change.direction === 'up' ? '▲' : change.direction === 'down' ? '▼' : '●';
  const tone = change.direction === 'flat' ? 'flat' : (change.direction === 'up') === upIsGood ? 'good' : 'bad';
  const words = change.direction === 'flat' ? 'no change' : `${change.direction} ${change.percent ?? 'from nothing'}`;
  return (
    <span className={`kpi-change kpi-${tone}`}>
      <span aria-hidden="true">
        {arrow} {change.percent ?? 'new'}
      </span>
      <span className="visually-hidden">{words}</span>
      <span className="kpi-before">
        {' '}
        vs {show(before, money)} {against}
      </span>
    </span>
  );
}

function FigureCard({
  figure,
  values,
  ranges,
}: {
  figure: Figure;
  values: Values;
  ranges: Record<'today' | 'month', DayRange>;
}) {
  const can = useCan();
  const line = (
    window: 'today' | 'month',
    label: string,
    previous: 'yesterday' | 'previous_month',
    against: string,
  ) => {
    const text = show(values[window], figure.money);
    const drill = kpiDrill(figure.name, ranges[window], can);
    return (
      <div className="kpi-line">
        <span className="kpi-window">{label}</span>
        <span className="kpi-value">
          {drill ? (
            <DrillLink to={drill.to} query={drill.query} label={`${figure.label} ${label.toLowerCase()}: ${text}`}>
              {text}
            </DrillLink>
          ) : (
            text
          )}
        </span>
        <Change
          now={values[window]}
          before={values[previous]}
          money={figure.money}
          upIsGood={figure.upIsGood}
          against={against}
        />
      </div>
    );
  };
  return (
    <li className="kpi">
      <h3 className="kpi-label">{figure.label}</h3>
      {line('today', 'Today', 'yesterday', 'yesterday')}
      {line('month', 'This month', 'previous_month', 'last month')}
    </li>
  );
}

const rangesOf = (k: TKpis): Record<'today' | 'month', DayRange> => ({
  today: { from: k.today, to: k.today },
  month: k.month,
});

/**
 * Today and this month against yesterday and last month to the same day, each figure only for a
 * user who may see its data (the server leaves the others out); none at all: no card.
 */
export function KpiPanel() {
  const { data, error, isPending, refetch } = useKpis();
  const shown = data ? FIGURES.filter((f) => data[f.name] !== undefined) : [];
  if (data && shown.length === 0) return null;
  return (
    <DashboardCard
      title="Key figures"
      wide
      action={
        data && (
          <span className="muted">
            Month: {formatDay(data.month.from)} to {formatDay(data.month.to)}, against{' '}
            {formatDay(data.previous_month.from)} to {formatDay(data.previous_month.to)}
          </span>
        )
      }
    >
      {error ? (
        <p role="alert" className="dash-message">
          The key figures could not load.{' '}
          <button type="button" className="button small" onClick={() => void refetch()}>
            Retry
          </button>
        </p>
      ) : isPending || !data ? (
        <p className="dash-message muted" aria-busy="true">
          Loading…
        </p>
      ) : (
        <ul className="kpis">
          {shown.map((f) => (
            <FigureCard key={f.name} figure={f} values={data[f.name] as Values} ranges={rangesOf(data)} />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
