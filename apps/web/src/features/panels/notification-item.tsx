import type { TNotificationItem } from '@crm/contracts';
import { format } from 'date-fns';
import { Link } from 'react-router';

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

/** Document types show with underscores as spaces (`proof_of_address` → `proof of address`). */
export const typeLabel = (item: NotificationItem) =>
  (item.document_type ?? item.request_type ?? item.notificationType).replaceAll('_', ' ');

export function NotificationRow({ item, index }: { item: NotificationItem; index: number }) {
  const at = new Date(item.createdAt);
  return (
    <li className="notification" style={{ animationDelay: `${staggerDelay(index)}s` }}>
      <Link to={LINKS[item.notificationType]}>
        <span>{format(at, 'dd/MM/yyyy')}</span> <span>{format(at, 'HH:mm')}</span> <strong>{typeLabel(item)}</strong>{' '}
        <span>{item.user.ctrader_id ?? '—'}</span> <span>{item.status}</span>
      </Link>
    </li>
  );
}
