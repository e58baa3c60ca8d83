import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A dialog whose code (its form, the contract's schemas, react-hook-form, React Aria's modal) is
 * fetched when it first opens rather than with the page that offers it. Dialogs are mounted only while
 * open and float over the page, so drawing nothing until the code arrives moves nothing on the page;
 * the button that opened it keeps focus until then.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
