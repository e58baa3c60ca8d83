import './panels.css';
import { useT } from '../../lib/i18n/use-t.ts';
import { NotificationRow, newestFirst } from './notification-item.tsx';
import { useNotifications } from './use-notifications.ts';

/** Spec point 2: pending documents, requests and withdrawals the user may see, newest first. */
export function NotificationsPanel() {
  const { data, isPending, error } = useNotifications(true);
  const t = useT();
  return (
    <div className="panel-body">
      <h2 className="panel-title">{t('shell.notifications')}</h2>
      {isPending && <p className="muted">{t('panels.loading')}</p>}
      {error && <p role="alert">{t('panels.notificationsFailed')}</p>}
      {data && data.length === 0 && <p className="muted">{t('panels.nothingPending')}</p>}
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
