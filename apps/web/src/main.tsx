import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// From react-router/dom, not react-router: only this one is given react-dom's flushSync, without
// which `{ flushSync: true }` on a navigation is silently ignored.
import { RouterProvider } from 'react-router/dom';
import { queryClient } from './app/query-client.ts';
import { router } from './app/router.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { ToastProvider } from './components/ui/toast.tsx';
import { ThemeProvider } from './features/theme/theme-context.tsx';
import { applyTheme, readTheme } from './features/theme/theme-store.ts';
import { applyLanguage, storedLanguage } from './lib/i18n/load-language.ts';
import './styles.css';

// Before the first paint, so the stored theme shows without a flash of the default.
applyTheme(readTheme());

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
const mount = root;

// The browser's last language first (the sign-in page has no user yet); English is bundled and
// ready at once, another language is fetched before the first paint so no English flashes by.
const language = storedLanguage();
void (language === 'en' ? Promise.resolve() : applyLanguage(language)).finally(render);

function render() {
  createRoot(mount).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

void registerServiceWorker();
