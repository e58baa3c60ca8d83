// `npm run build -w @crm/server`: the server and its command-line tools as plain JavaScript in
// dist/, so production runs `node dist/main.js` with no TypeScript loader.
//
// esbuild (not tsc): @crm/contracts is TypeScript source imported by its `.ts` paths, which tsc
// would only re-emit beside it; esbuild bundles it into the output in about a second, and the same
// esbuild already runs the code in development under tsx, so both read the source alike.
//
// Everything an npm package provides stays an import resolved from node_modules at run time:
// PGlite loads its WASM and extension tarballs from files next to its own code, and argon2 is a
// native module, so neither can be bundled.
//
// Output is flat (dist/main.js, dist/<tool>.js, dist/chunk-*.js, dist/migrations/): code that
// finds files from import.meta.dirname (migrations, the console's dist) sees dist/ where the
// source sees a folder at the same depth (src/, src/db/).
import { cp, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { buildInfo } from './build-info.mjs';

const serverDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(serverDir, 'dist');
// Built beside dist/ and swapped in at the end, so a server already running from dist/ (which has
// loaded all its modules) and a failed build both leave a whole dist/ behind.
const next = path.join(serverDir, 'dist-next');
const readManifest = async (file) => JSON.parse(await readFile(file, 'utf8'));

const server = await readManifest(path.join(serverDir, 'package.json'));
const contracts = await readManifest(path.join(serverDir, '../../packages/contracts/package.json'));
// The workspace's own packages are bundled; every other dependency (the contracts' too) is external.
const external = [...Object.keys(server.dependencies), ...Object.keys(contracts.dependencies)]
  .filter((name) => !name.startsWith('@crm/'))
  .flatMap((name) => [name, `${name}/*`]);

const tools = [
  'audit-verify',
  'ledger-verify',
  'reports-verify',
  'ledger-reconcile',
  'create-staff',
  'backup',
  'restore',
];

await rm(next, { recursive: true, force: true });
await build({
  entryPoints: [
    { in: path.join(serverDir, 'src/main.ts'), out: 'main' },
    ...tools.map((name) => ({ in: path.join(serverDir, `src/cli/${name}.ts`), out: name })),
  ],
  outdir: next,
  bundle: true,
  splitting: true,
  chunkNames: 'chunk-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  external,
  sourcemap: true,
  // The version the server-status page shows (src/server-version.ts): commit and build time.
  define: { __SERVER_BUILD__: JSON.stringify(buildInfo(serverDir)) },
  logLevel: 'warning',
});

// migrate.ts reads the SQL files and drizzle-kit's journal from `migrations` beside itself.
const migrations = path.join(serverDir, 'src/db/migrations');
await cp(migrations, path.join(next, 'migrations'), {
  recursive: true,
  filter: (source) => !source.endsWith('_snapshot.json'),
});
await rm(dist, { recursive: true, force: true });
await rename(next, dist);
process.stdout.write(`server built into ${path.relative(process.cwd(), dist) || '.'}\n`);
