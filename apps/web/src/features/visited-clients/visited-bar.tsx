import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { readVisited, removeVisited, writeVisited } from './visited-store.ts';
import { VisitedTab } from './visited-tab.tsx';

const SortableTabs = lazy(() => import('./sortable-tabs.tsx'));

/**
 * Spec point 2: recently visited clients. Each tab is fetched by id for its current name; if
 * loading fails the list resets to empty and the failure is logged. Loaded by the shell's gate
 * (visited-clients-bar.tsx) once there are tabs to show, so its code and words are not in the
 * first load.
 */
export default function VisitedBar({ brand }: { brand: string }) {
  const t = useT();
  const [tabs, setTabs] = useState(() => readVisited(brand));
  const { pathname } = useLocation();

  useEffect(() => {
    const reload = () => setTabs(readVisited(brand));
    reload();
    window.addEventListener('visited-clients', reload);
    return () => window.removeEventListener('visited-clients', reload);
  }, [brand]);

  useEffect(() => {
    const stored = readVisited(brand);
    if (stored.length === 0) return;
    let cancelled = false;
    Promise.all(stored.map((t) => call('getClient', { params: { id: t._id } })))
      .then((clients) => {
        if (cancelled) return;
        const fresh = stored.map((t, i) => {
          const c = clients[i];
          return c ? { ...t, readableId: c.readableId, name: `${c.first_name} ${c.last_name}` } : t;
        });
        setTabs(writeVisited(brand, fresh));
      })
      .catch((error: unknown) => {
        console.error('Failed to load visited clients', error);
        if (!cancelled) setTabs(writeVisited(brand, []));
      });
    return () => {
      cancelled = true;
    };
  }, [brand]);

  if (tabs.length === 0) return null;
  const activeId = pathname.startsWith('/clients/') ? pathname.slice('/clients/'.length) : null;
  const close = (id: string) => setTabs(removeVisited(brand, id));

  return (
    <nav className="visited-bar" aria-label={t('shell.recentlyVisited')}>
      <Link to="/clients" className="visited-all">
        {t('menu.clients')}
      </Link>
      <Suspense
        fallback={
          <ul className="visited-tabs">
            {tabs.map((t) => (
              <VisitedTab key={t._id} tab={t} active={t._id === activeId} onClose={() => close(t._id)} />
            ))}
          </ul>
        }
      >
        <SortableTabs
          tabs={tabs}
          activeId={activeId}
          onClose={close}
          onReorder={(next) => setTabs(writeVisited(brand, next))}
        />
      </Suspense>
    </nav>
  );
}
