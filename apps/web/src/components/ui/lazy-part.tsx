import { type ComponentType, Suspense, use } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';

/**
 * A part of a page (a tab's content) whose code is fetched apart from the page's chunk: when it is
 * first shown, or, with `now`, as soon as the page's code runs, so the part the page opens on arrives
 * alongside the page's data instead of after it. Until it has arrived the part says it is loading, as
 * the parts themselves do while their data comes; once it has, it renders at once, with no flash.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { now = false }: { now?: boolean } = {},
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const start = () => {
    pending ??= load().then((part) => {
      loaded = part;
      return part;
    });
    return pending;
  };
  // A failed early fetch is reported when the part renders (use() throws it to the error boundary).
  if (now) start().catch(() => {});
  function Loaded(props: P) {
    const Part = loaded ?? use(start());
    return <Part {...props} />;
  }
  // Always the same tree (Suspense, then the part), so a part that is ready keeps its state.
  return function LazyPart(props: P) {
    const t = useT();
    return (
      <Suspense fallback={<p aria-busy="true">{t('list.loading')}</p>}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
