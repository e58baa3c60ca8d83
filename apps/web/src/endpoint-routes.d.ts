declare module 'virtual:endpoint-routes' {
  import type { TEndpointName, THttpMethod } from '@crm/contracts';

  /** Each endpoint's method and path (build/endpoint-routes.ts). */
  const routes: Record<TEndpointName, readonly [THttpMethod, string]>;
  export default routes;
}
