import { lazy, Suspense, useEffect, useState } from 'react';
import { readVisited } from './visited-store.ts';

const VisitedBar = lazy(() => import('./visited-bar.tsx'));

/**
 * Spec point 2: the recently visited clients bar, shown only when there are some. The shell holds
 * only this gate; the bar itself (its tabs, drag handles and words) loads when a first client is
 * visited, which keeps the first load within its budget.
 */
export function VisitedClientsBar({ brand }: { brand: string }) {
  const [shown, setShown] = useState(() => readVisited(brand).length > 0);
  useEffect(() => {
    const reload = () => setShown(readVisited(brand).length > 0);
    reload();
    window.addEventListener('visited-clients', reload);
    return () => window.removeEventListener('visited-clients', reload);
  }, [brand]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <VisitedBar brand={brand} />
    </Suspense>
  );
}
