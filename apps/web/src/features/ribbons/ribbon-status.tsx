import { RIBBON_STATUS_LABELS, type TRibbonStatus } from '@crm/contracts';

const TONE: Record<TRibbonStatus, string> = {
  live: 'status-approved',
  scheduled: 'status-pending',
  awaiting_approval: 'status-pending',
  ended: '',
  off: 'status-rejected',
};

/** A ribbon's status as a pill; the words say it, the colour only repeats it. */
export function RibbonStatus({ status }: { status: TRibbonStatus }) {
  return <span className={`status ${TONE[status]}`.trim()}>{RIBBON_STATUS_LABELS[status]}</span>;
}
