import path from 'node:path';
import { DEPARTMENTS } from '@crm/contracts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { brands } from './db/schema.ts';
import { demoEmail, seedDemo } from './demo/seed-demo.ts';
import { seedDemoDocuments } from './demo/seed-documents.ts';
import { seedDemoIntakeKeys } from './demo/seed-intake-keys.ts';
import { pruneIdempotencyKeysJob } from './http/idempotency-retention.ts';
import { logJobFailure, startIntervalJobs } from './jobs/interval-jobs.ts';
import { auditVerificationJob } from './modules/audit/verification-job.ts';
import { pruneLoginFailuresJob } from './modules/auth/login-failure-retention.ts';
import { httpIntake, startSimulatedClientApp } from './modules/client-intake/simulated-client-app.ts';
import { dailyAnalysisJobs } from './modules/daily-analysis/daily-analysis-jobs.ts';
import { startPlatformJobs } from './modules/platform/platform-jobs.ts';
import { adoptExistingAccounts } from './modules/platform/simulated/adopt-accounts.ts';
import { ensurePrices } from './modules/platform/simulated/prices.ts';
import { configuredRateSource, prepareRates, syncRatesJob } from './modules/rates/prepare-rates.ts';
import { startTradingReportJobs } from './modules/trading-reports/trading-report-jobs.ts';
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
  const app = await buildApp(config, database.db, undefined, database.listen);
  // The simulated platform's price feed and traders, the reconciliation schedule and the pruning
  // of idempotency keys and of old sign-in failures; stopped before the database closes.
  await ensurePrices(database.db);
  // Adoption reads every trading account, so it is not awaited: a start on a database with millions
  // of accounts answers at once. Closing waits for it.
  const adoption = adoptExistingAccounts(database.db).catch((err: unknown) =>
    logJobFailure(app.log, 'adopt-accounts', err),
  );
  const platformJobs = startPlatformJobs(database.db, app.log);
  const tradingReportJobs = startTradingReportJobs(database.db, app.log);
  const housekeeping = startIntervalJobs(app.log, [
    pruneIdempotencyKeysJob(database.db, app.log),
    pruneLoginFailuresJob(database.db, app.log),
    syncRatesJob(database.db, rates, app.log),
    ...auditVerificationJob(database.db, app.log, config.auditVerifyIntervalMinutes),
    ...dailyAnalysisJobs(database.db, config.dailyAnalysisHour),
  ]);
  app.addHook('onClose', () =>
    Promise.all([platformJobs.stop(), tradingReportJobs.stop(), housekeeping.stop(), adoption]).then(() => {}),
  );

  // SIGTERM: stop taking connections, let requests in flight finish, then release the database.
  let closing = false;
  let clientApp: { stop(): Promise<void> } | undefined;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await clientApp?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // The demo's client app registers a client every ~30 s through the real HTTP intake, so an
  // administrator watches new clients rotate between the agents.
  const address = app.server.address();
  if (intakeKeys.length > 0 && config.demoRegistrationIntervalSeconds > 0 && typeof address === 'object' && address) {
    clientApp = startSimulatedClientApp(
      httpIntake(
        `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`
          .replace('0.0.0.0', '127.0.0.1')
          .replace('[::]', '127.0.0.1'),
      ),
      intakeKeys,
      config.demoRegistrationIntervalSeconds * 1000,
      app.log,
    );
  }
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
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
