import routes from 'virtual:endpoint-routes';
import type { TEndpointName } from '@crm/contracts';

/** A path template filled in: users/:id with { id: 42 } gives users/42; every value is encoded. */
export function pathOf(name: TEndpointName, params: Record<string, unknown> = {}): string {
  const [, template] = routes[name];
  return template.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === null) throw new Error(`${name}: the path needs "${key}"`);
    return encodeURIComponent(String(value));
  });
}
