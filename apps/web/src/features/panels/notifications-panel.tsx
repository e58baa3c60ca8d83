import './panels.css';
import { NotificationRow, newestFirst } from './notification-item.tsx';
import { useNotifications } from './use-notifications.ts';

/** Spec point 2: pending documents, requests and withdrawals the user may see, newest first. */
export function NotificationsPanel() {
  const { data, isPending, error } = useNotifications(true);
  return (
    <div className="panel-body">
      <h2 className="panel-title">Notifications</h2>
      {isPending && <p className="muted">Loading…</p>}
      {error && <p role="alert">Notifications could not be loaded.</p>}
      {data && data.length === 0 && <p className="muted">Nothing is pending.</p>}
      {data && data.length > 0 && (
        <ul className="notification-list">
          {newestFirst(data).map((item, index) => (
            <NotificationRow key={`${item.notificationType}-${item._id}`} item={item} index={index} />
          ))}
        </ul>
      )}
    </div>
  );
}
