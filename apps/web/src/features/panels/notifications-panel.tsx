/**
 * Spec point 2: pending documents, requests and withdrawals, newest first. Their queues come with
 * the KYC and money capabilities; until then the panel says so rather than showing an empty list
 * that would read as "nothing pending".
 */
export function NotificationsPanel() {
  return (
    <div className="panel-body">
      <h2 className="panel-title">Notifications</h2>
      <p className="muted">
        Pending documents, requests and withdrawals will be listed here once the KYC and money queues are in place.
      </p>
    </div>
  );
}
