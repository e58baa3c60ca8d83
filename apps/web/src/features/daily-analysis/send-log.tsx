import type { TMailDelivery } from '@crm/contracts';
import { enDailyAnalysis } from '@crm/contracts/locales/en/daily-analysis';
import { format } from 'date-fns';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';

const deliveryColumns = (t: TTranslateOf<typeof enDailyAnalysis>): ListColumn<TMailDelivery>[] => [
  { id: 'client', label: t('dailyAnalysis.log.client'), identity: true, cell: (d) => d.client_name },
  { id: 'to', label: t('dailyAnalysis.log.email'), cell: (d) => d.to_address },
  {
    id: 'status',
    label: t('dailyAnalysis.log.status'),
    nowrap: true,
    cell: (d) => (
      <span className={`mail-status mail-status-${d.status}`}>{t(`dailyAnalysis.delivery.${d.status}`)}</span>
    ),
  },
  { id: 'via', label: t('dailyAnalysis.log.via'), nowrap: true, cell: (d) => d.transport ?? '—' },
  {
    id: 'sent',
    label: t('dailyAnalysis.log.at'),
    nowrap: true,
    cell: (d) => (d.sent_at ? format(new Date(d.sent_at), 'dd/MM/yyyy HH:mm:ss') : '—'),
  },
  { id: 'error', label: t('dailyAnalysis.log.error'), cell: (d) => d.error ?? '' },
];

/** The send log of one mailing: every recipient with the outcome of their message. */
export function SendLog({ deliveries }: { deliveries: TMailDelivery[] }) {
  const t = useT(enDailyAnalysis);
  const columns = useMemo(() => deliveryColumns(t), [t]);
  const { pathname } = useLocation();
  return (
    <ListTable
      caption={t('dailyAnalysis.log.caption')}
      listId={`${pathname}#send-log`}
      columns={columns}
      rows={deliveries}
      rowKey={(d) => d._id}
      empty={t('dailyAnalysis.log.empty')}
    />
  );
}
