import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { JobRegistry } from './jobs/job-registry.ts';
import type { AccessTokens } from './modules/auth/access-tokens.ts';
import type { SessionCache } from './modules/auth/session-cache.ts';
import type { LiveQueues } from './modules/queues/live-queues.ts';
import type { QueueRegistry } from './modules/queues/queue-registry.ts';
import type { ExposedAccountsCache } from './modules/trading-reports/exposed-accounts.ts';
import type { FileStorage } from './storage/file-storage.ts';

/** What use cases are given: the database, configuration and token signer. No HTTP objects. */
export type Deps = {
  db: Db;
  config: Config;
  tokens: AccessTokens;
  queues: QueueRegistry;
  /** Open badge streams of this instance, told of queue changes heard on PostgreSQL. */
  live: LiveQueues;
  files: FileStorage;
  /** Live sessions this instance has checked, dropped on every change any instance makes. */
  sessions: SessionCache;
  /** The clock time rules read (link expiry, the approval policies' 24 hours): tests move it instead of waiting. */
  clock: () => Date;
  /** Every scheduled and background function (jobs/register-functions.ts). */
  jobs: JobRegistry;
  /** The accounts with open positions, priced once per interval for every balance report. */
  exposedAccounts: ExposedAccountsCache;
};
