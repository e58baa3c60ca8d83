// Background worker (spec point 7): shows pushed notifications and opens the console on a click.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  const data = event.data ? event.data.json() : {};
  event.waitUntil(
    self.registration.showNotification(data.title || 'CRM', { body: data.body || '', data: { url: data.url || '/' } }),
  );
});

// A click brings an open console tab forward on the notification's page (a calendar reminder opens
// /calendar); only without one does it open a new window.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const tab = tabs.find((c) => new URL(c.url).origin === self.location.origin);
      if (!tab) return self.clients.openWindow(url);
      return tab.focus().then((focused) => (focused.url === url ? focused : focused.navigate(url)));
    }),
  );
});
