import type { TFtdReport } from '@crm/contracts';
import { enReportFtd } from '@crm/contracts/locales/en/report-ftd';
import { formatCount, formatRate } from '../../components/report/figures.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { useT } from '../../lib/i18n/use-t.ts';

/** The report's headline figures, each with what it is counted over. */
export function FtdHeadline({ report }: { report: TFtdReport | undefined }) {
  const t = useT(enReportFtd);
  const c = report?.conversion;
  const figures = [
    {
      id: 'ftd_count',
      label: t('reportFtd.title'),
      value: report ? formatCount(report.totals.ftd_count) : '…',
      about: t('reportFtd.inPeriod'),
    },
    {
      id: 'ftd_usd',
      label: t('reportFtd.ftdValue'),
      value: report ? formatMoney(report.totals.ftd_usd, 'USD') : '…',
      about: t('reportFtd.inUsd'),
    },
    {
      id: 'conversion',
      label: t('reportFtd.conversion'),
      value: c ? formatRate(c.rate) : '…',
      about: c
        ? t('reportFtd.conversionOf', {
            deposited: formatCount(c.ftd_clients),
            registered: formatCount(c.registrations),
          })
        : t('reportFtd.conversionAbout'),
    },
    {
      id: 'average_days',
      label: t('reportFtd.averageDays'),
      value: report ? (report.average_days_to_ftd ?? '—') : '…',
      about: t('reportFtd.averageDaysAbout'),
    },
  ];
  return (
    <dl className="ftd-headline">
      {figures.map((f) => (
        <div key={f.id} className="ftd-figure">
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
