import type { TRibbonStatus } from '@crm/contracts';
import { enRibbons } from '@crm/contracts/locales/en/ribbons';
import { useT } from '../../lib/i18n/use-t.ts';

const TONE: Record<TRibbonStatus, string> = {
  live: 'status-approved',
  scheduled: 'status-pending',
  awaiting_approval: 'status-pending',
  ended: '',
  off: 'status-rejected',
};

/** A ribbon's status as a pill; the words say it, the colour only repeats it. */
export function RibbonStatus({ status }: { status: TRibbonStatus }) {
  const t = useT(enRibbons);
  return <span className={`status ${TONE[status]}`.trim()}>{t(`ribbons.statuses.${status}`)}</span>;
}
