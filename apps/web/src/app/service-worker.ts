/**
 * Spec point 7: a background worker at /sw.worker.js with root scope, and browser notification
 * permission asked, except in Safari. Failures are only logged, with the spec's messages.
 */
const isSafari = () => /^((?!chrome|android|crios|fxios).)*safari/i.test(navigator.userAgent);

export async function registerServiceWorker(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    await navigator.serviceWorker.register('/sw.worker.js', { scope: '/' });
    if (isSafari() || !('Notification' in window)) return;
    if (Notification.permission === 'default') {
      const answer = await Notification.requestPermission();
      if (answer !== 'granted') console.error('Permission not granted for Notification');
    }
  } catch (error) {
    console.error('Push notification error.', error);
  }
}
