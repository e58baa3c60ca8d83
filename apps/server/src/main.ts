import path from 'node:path';
import { DEPARTMENTS } from '@crm/contracts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { brands } from './db/schema.ts';
import { demoEmail, seedDemo } from './demo/seed-demo.ts';
import { seedDemoDocuments } from './demo/seed-documents.ts';
import { seedDemoIntakeKeys } from './demo/seed-intake-keys.ts';
import { DEMO_OPERATIONS_EMAIL, seedOperationsStaff } from './demo/seed-operations-staff.ts';
import { createAppJobRunner } from './jobs/start-jobs.ts';
import { httpIntake, simulatedClientAppFunction } from './modules/client-intake/simulated-client-app.ts';
import { ensurePrices } from './modules/platform/simulated/prices.ts';
import { configuredRateSource, prepareRates } from './modules/rates/prepare-rates.ts';
import { localDiskStorage } from './storage/file-storage.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  // The reporting time zone and the rates' history come before any money is written or read.
  const rates = configuredRateSource();
  await prepareRates(database.db, config, rates);
  const seeded = await seedDemo(database.db, config);
  if (seeded === 'demo') {
    // Files are written outside any transaction, so demo documents come after the demo itself.
    const files = localDiskStorage(path.join(config.dataDir, 'documents'));
    for (const brand of await database.db.select({ id: brands.id }).from(brands)) {
      await seedDemoDocuments(database.db, files, brand.id);
    }
  }
  // The demo client app's keys (documented in the README), on a fresh demo and an older one alike.
  const intakeKeys = config.seedDemo ? await seedDemoIntakeKeys(database.db) : [];
  if (config.seedDemo) await seedOperationsStaff(database.db, config);
  const app = await buildApp(config, database.db, undefined, database.listen);
  await ensurePrices(database.db);
  // Every scheduled and background function runs from the job registry (jobs/register-functions.ts):
  // the audit sealer, the price feed and traders, reconciliation, the trading reports' import and
  // snapshots, rates, pruning, adoption. The runner starts once the server listens; closing the app
  // stops it and waits for the runs in flight, before the database closes.
  const runner = createAppJobRunner(app, database.db);

  // SIGTERM: stop taking connections, let requests in flight finish, then release the database.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // The demo's client app registers a client every ~30 s through the real HTTP intake, so an
  // administrator watches new clients rotate between the agents: a function of the registry too.
  const address = app.server.address();
  if (intakeKeys.length > 0 && config.demoRegistrationIntervalSeconds > 0 && typeof address === 'object' && address) {
    app.jobs.add(
      simulatedClientAppFunction(
        httpIntake(
          `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`
            .replace('0.0.0.0', '127.0.0.1')
            .replace('[::]', '127.0.0.1'),
        ),
        intakeKeys,
        config.demoRegistrationIntervalSeconds,
      ),
    );
  }
  runner.start();
  const url = `http://${config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host}:${config.port}`;
  const lines = [
    '',
    `Console and API: ${url}   (API documentation: ${url}/docs)`,
    `Database: ${database.driver === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (config.seedDemo) {
    lines.push(
      seeded === 'demo'
        ? 'Demo data created. Sign in as:'
        : seeded === 'staff'
          ? 'Demo sign-ins created (the database already held clients, so no demo clients, accounts or money). Sign in as:'
          : 'Demo sign-ins:',
      ...DEPARTMENTS.map((d) => `  ${demoEmail(d).padEnd(24)} ${config.demoPassword}`),
      `  ${DEMO_OPERATIONS_EMAIL.padEnd(24)} ${config.demoPassword}   (admin role + server status)`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
