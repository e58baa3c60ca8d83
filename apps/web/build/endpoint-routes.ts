import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const ID = 'virtual:endpoint-routes';
const RESOLVED = `\0${ID}`;

/**
 * The console's route table, read from the declarations at build time: `{ name: [method, path] }`.
 * The declarations hold zod schemas, and zod would add ~100 KB gzipped to the first load; the
 * console needs only each endpoint's method and path at run time (its types come from the
 * declarations by `import type`), so this plugin projects them out as plain data.
 */
export function endpointRoutes(): Plugin {
  return {
    name: 'endpoint-routes',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      // Vite loads its config with Node, which cannot read the contracts' TypeScript: tsx can.
      const { ENDPOINTS_BY_NAME }: typeof import('@crm/contracts/endpoints/index') = await tsImport(
        '@crm/contracts/endpoints/index',
        import.meta.url,
      );
      const routes = Object.fromEntries(
        Object.entries(ENDPOINTS_BY_NAME).map(([name, e]) => [name, [e.method, e.path]]),
      );
      return `export default ${JSON.stringify(routes)};`;
    },
  };
}
