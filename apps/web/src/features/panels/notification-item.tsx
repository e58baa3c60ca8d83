import type { TNotificationItem, TRequestType } from '@crm/contracts';
import { format } from 'date-fns';
import { Link } from 'react-router';
import { REQUEST_TYPE_LABELS } from '../requests/request-labels.ts';

/** Spec point 3 "Notification item", as contracts define it. */
export type NotificationItem = TNotificationItem;

const LINKS: Record<NotificationItem['notificationType'], string> = {
  documents: '/documents',
  requests: '/requests',
  withdrawals: '/withdrawals',
};

/** Entry animation stagger: 0.1 s a step, capped at 5 steps. */
export const staggerDelay = (index: number) => Math.min(index, 5) * 0.1;

export const newestFirst = (items: readonly NotificationItem[]) =>
  items.toSorted((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

/** Spec point 2: a notification opens the list of its `notificationType`, whatever the request type. */
const linkOf = (item: NotificationItem) => LINKS[item.notificationType];

/**
 * Document types show with underscores as spaces (`proof_of_address` → `proof of address`); a
 * request type by the name the requests lists give it (`withdrawFromAccount` → `Withdrawal`).
 */
export const typeLabel = (item: NotificationItem) =>
  item.document_type
    ? item.document_type.replaceAll('_', ' ')
    : item.request_type
      ? requestTypeLabel(item.request_type)
      : item.notificationType;

const requestTypeLabel = (type: string) =>
  type in REQUEST_TYPE_LABELS ? REQUEST_TYPE_LABELS[type as TRequestType] : type;

/** A status in words (`pendingChanges` → `pending changes`). */
const statusWords = (status: string) => status.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

export function NotificationRow({ item, index }: { item: NotificationItem; index: number }) {
  const at = new Date(item.createdAt);
  return (
    <li className="notification" style={{ animationDelay: `${staggerDelay(index)}s` }}>
      <Link to={linkOf(item)}>
        <span>{format(at, 'dd/MM/yyyy')}</span> <span>{format(at, 'HH:mm')}</span> <strong>{typeLabel(item)}</strong>{' '}
        <span>{item.user.ctrader_id ? `cTrader ${item.user.ctrader_id}` : '—'}</span>{' '}
        <span>{statusWords(item.status)}</span>
      </Link>
    </li>
  );
}
