import type { TKpis } from '@crm/contracts';
import { enDashboard } from '@crm/contracts/locales/en/dashboard';
import { useQuery } from '@tanstack/react-query';
import { DrillLink } from '../../components/report/drill-link.tsx';
import { formatDay } from '../../components/report/period.ts';
import { call } from '../../lib/api/call.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { dashboardKeys } from './dashboard-keys.ts';
import { type DayRange, type KpiName, kpiDrill } from './drills.ts';
import { changeOf, type KpiChange } from './kpi-change.ts';

type T = TTranslateOf<typeof enDashboard>;

type Figure = {
  name: KpiName;
  money: boolean /** Withdrawals going up is not good news. */;
  upIsGood: boolean;
};

const FIGURES: readonly Figure[] = [
  { name: 'new_clients', money: false, upIsGood: true },
  { name: 'verified', money: false, upIsGood: true },
  { name: 'ftd_count', money: false, upIsGood: true },
  { name: 'deposits_usd', money: true, upIsGood: true },
  { name: 'withdrawals_usd', money: true, upIsGood: false },
  { name: 'net_deposits_usd', money: true, upIsGood: true },
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

/** The change in words, for assistive technology. */
function changeWords(t: T, change: KpiChange): string {
  if (change.direction === 'flat') return t('dashboard.noChange');
  if (change.percent === null)
    return t(change.direction === 'up' ? 'dashboard.upFromNothing' : 'dashboard.downFromNothing');
  return t(change.direction === 'up' ? 'dashboard.up' : 'dashboard.down', { percent: change.percent });
}

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
  against: 'dashboard.vsYesterday' | 'dashboard.vsLastMonth';
}) {
  const t = useT(enDashboard);
  const change = changeOf(now, before);
  const arrow = change.direction === 'up' ? '▲' : change.direction === 'down' ? '▼' : '●';
  const tone = change.direction === 'flat' ? 'flat' : (change.direction === 'up') === upIsGood ? 'good' : 'bad';
  const words = changeWords(t, change);
  return (
    <span className={`kpi-change kpi-${tone}`}>
      <span aria-hidden="true">
        {arrow} {change.percent ?? t('dashboard.new')}
      </span>
      <span className="visually-hidden">{words}</span>
      <span className="kpi-before"> {t(against, { value: show(before, money) })}</span>
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
  const t = useT(enDashboard);
  const can = useCan();
  const label = t(`dashboard.kpi.${figure.name}`);
  const line = (window: 'today' | 'month') => {
    const text = show(values[window], figure.money);
    const drill = kpiDrill(figure.name, ranges[window], can);
    const today = window === 'today';
    return (
      <div className="kpi-line">
        <span className="kpi-window">{t(today ? 'dashboard.kpiToday' : 'dashboard.kpiThisMonth')}</span>
        <span className="kpi-value">
          {drill ? (
            <DrillLink
              to={drill.to}
              query={drill.query}
              label={t(today ? 'dashboard.kpiTodayLink' : 'dashboard.kpiThisMonthLink', { figure: label, value: text })}
            >
              {text}
            </DrillLink>
          ) : (
            text
          )}
        </span>
        <Change
          now={values[window]}
          before={values[today ? 'yesterday' : 'previous_month']}
          money={figure.money}
          upIsGood={figure.upIsGood}
          against={today ? 'dashboard.vsYesterday' : 'dashboard.vsLastMonth'}
        />
      </div>
    );
  };
  return (
    <li className="kpi">
      <h3 className="kpi-label">{label}</h3>
      {line('today')}
      {line('month')}
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
  const t = useT(enDashboard);
  const { data, error, isPending, refetch } = useKpis();
  const shown = data ? FIGURES.filter((f) => data[f.name] !== undefined) : [];
  if (data && shown.length === 0) return null;
  return (
    <DashboardCard
      title={t('dashboard.keyFigures')}
      wide
      action={
        data && (
          <span className="muted">
            {t('dashboard.kpisMonth', {
              from: formatDay(data.month.from),
              to: formatDay(data.month.to),
              previousFrom: formatDay(data.previous_month.from),
              previousTo: formatDay(data.previous_month.to),
            })}
          </span>
        )
      }
    >
      {error ? (
        <p role="alert" className="dash-message">
          {t('dashboard.kpisFailed')}{' '}
          <button type="button" className="button small" onClick={() => void refetch()}>
            {t('dashboard.retry')}
          </button>
        </p>
      ) : isPending || !data ? (
        <p className="dash-message muted" aria-busy="true">
          {t('dashboard.loading')}
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
