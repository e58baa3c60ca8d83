import type { TFtdReport } from '@crm/contracts';
import { formatCount, formatRate } from '../../components/report/figures.ts';
import { formatMoney } from '../../lib/format/currency.ts';

/** The report's headline figures, each with what it is counted over. */
export function FtdHeadline({ report }: { report: TFtdReport | undefined }) {
  const c = report?.conversion;
  const figures = [
    {
      label: 'First-time deposits',
      value: report ? formatCount(report.totals.ftd_count) : '…',
      about: 'in the period',
    },
    { label: 'FTD value', value: report ? formatMoney(report.totals.ftd_usd, 'USD') : '…', about: 'in USD' },
    {
      label: 'Conversion',
      value: c ? formatRate(c.rate) : '…',
      about: c
        ? `${formatCount(c.ftd_clients)} of ${formatCount(c.registrations)} clients registered in the period have deposited`
        : 'clients registered in the period who have deposited',
    },
    {
      label: 'Average days to FTD',
      value: report ? (report.average_days_to_ftd ?? '—') : '…',
      about: 'from registration, over the first deposits in the period',
    },
  ];
  return (
    <dl className="ftd-headline">
      {figures.map((f) => (
        <div key={f.label} className="ftd-figure">
          <dt>{f.label}</dt>
          <dd>
            <span className="ftd-figure-value">{f.value}</span>
            <span className="ftd-figure-about muted">{f.about}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
