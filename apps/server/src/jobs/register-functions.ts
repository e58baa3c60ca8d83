import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { pruneIdempotencyKeysFunction } from '../http/idempotency-retention.ts';
import { pruneApprovalOperationsFunction } from '../modules/approval-policies/operations-retention.ts';
import { auditSealerFunction } from '../modules/audit/seal-audit.ts';
import { auditVerificationFunction } from '../modules/audit/verification-job.ts';
import { pruneLoginFailuresFunction } from '../modules/auth/login-failure-retention.ts';
import { dailyAnalysisFunctions } from '../modules/daily-analysis/daily-analysis-jobs.ts';
import { leadImportsFunction } from '../modules/ib-leads/lead-imports-function.ts';
import { resumeMailingsFunction } from '../modules/mail/resume-mailings.ts';
import { platformFunctions } from '../modules/platform/platform-jobs.ts';
import { configuredRateSource, syncRatesFunction } from '../modules/rates/prepare-rates.ts';
import { reassignmentsFunction } from '../modules/sales-assignment/reassignment-job.ts';
import { recordSegmentCountsFunction } from '../modules/segments/daily-counts.ts';
import { tradingReportFunctions } from '../modules/trading-reports/trading-report-jobs.ts';
import type { JobRegistry } from './job-registry.ts';
import { pruneRunsFunction } from './prune-runs.ts';

/**
 * Every module's scheduled and background functions, in one list. A new one is one line here
 * (or, for a job of the old `IntervalJob` shape, `registry.add(fromIntervalJob(job, 'What it does'))`).
 * Registering runs nothing: main.ts starts the runner; tests start one only when they mean to.
 */
export function registerFunctions(
  registry: JobRegistry,
  db: Db,
  config: Config,
  clock: () => Date = () => new Date(),
): void {
  registry
    .add(auditSealerFunction(db))
    .add(auditVerificationFunction({ db, config, clock }, config.auditVerifyIntervalMinutes))
    .add(pruneIdempotencyKeysFunction(db))
    .add(pruneLoginFailuresFunction(db))
    .add(syncRatesFunction(db, configuredRateSource()))
    .add(pruneRunsFunction(db))
    .add(recordSegmentCountsFunction(db))
    .add(leadImportsFunction({ db, clock }))
    .add(reassignmentsFunction(db, config, clock))
    .add(pruneApprovalOperationsFunction(db))
    .add(resumeMailingsFunction({ db, config, clock }));
  for (const fn of platformFunctions({ db, config, clock })) registry.add(fn);
  for (const fn of tradingReportFunctions(db)) registry.add(fn);
  for (const fn of dailyAnalysisFunctions(db, config.dailyAnalysisHour)) registry.add(fn);
}
