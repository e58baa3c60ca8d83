import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { ErrorCode, MAX_DOCUMENT_BYTES } from '@crm/contracts';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db, Listen } from './db/client.ts';
import type { Deps } from './deps.ts';
import { registerAuthentication } from './http/authenticate.ts';
import { frameworkErrorReply, registerErrorHandling } from './http/error-handler.ts';
import { LOG_SERIALIZERS } from './http/log-serializers.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerSessionCache } from './http/session-cache-hooks.ts';
import { registerStorableInput } from './http/storable-input.ts';
import { isConsolePath, registerWebConsole } from './http/web-console.ts';
import { JobRegistry } from './jobs/job-registry.ts';
import { registerFunctions } from './jobs/register-functions.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { accountSettingsRoutes } from './modules/accounts/settings-routes.ts';
import { approvalPolicyRoutes } from './modules/approval-policies/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { createAccessTokens } from './modules/auth/access-tokens.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { SessionCache } from './modules/auth/session-cache.ts';
import { articleFeedRoutes } from './modules/blog/feed-routes.ts';
import { blogRoutes } from './modules/blog/routes.ts';
import { brandRoutes } from './modules/brands/routes.ts';
import { calendarRoutes } from './modules/calendar/routes.ts';
import { clientIntakeRoutes } from './modules/client-intake/routes.ts';
import { clientMessageRoutes } from './modules/client-messages/routes.ts';
import { clientRoutes } from './modules/clients/routes.ts';
import { dailyAnalysisRoutes } from './modules/daily-analysis/routes.ts';
import { registerDocumentQueues } from './modules/documents/document-queues.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { ibLeadRoutes } from './modules/ib-leads/routes.ts';
import { marketingConsentRoutes } from './modules/marketing-consent/routes.ts';
import { noteRoutes } from './modules/notes/routes.ts';
import { paymentProviderRoutes } from './modules/payment-provider/routes.ts';
import { platformRoutes } from './modules/platform/routes.ts';
import { LiveQueues } from './modules/queues/live-queues.ts';
import { QueueRegistry } from './modules/queues/queue-registry.ts';
import { queueRoutes } from './modules/queues/routes.ts';
import { ratesRoutes } from './modules/rates/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { registerRequestQueues } from './modules/requests/request-queues.ts';
import { requestRoutes } from './modules/requests/routes.ts';
import { ribbonRoutes } from './modules/ribbons/routes.ts';
import { roleRoutes } from './modules/roles/routes.ts';
import { salesAssignmentRoutes } from './modules/sales-assignment/routes.ts';
import { scheduledFunctionRoutes } from './modules/scheduled-functions/routes.ts';
import { segmentRoutes } from './modules/segments/routes.ts';
import { registerFailedChecksQueue } from './modules/server-status/failed-checks.ts';
import { trackInstanceStats } from './modules/server-status/instance-stats.ts';
import { serverStatusRoutes } from './modules/server-status/routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { staffUserRoutes } from './modules/staff/staff-user-routes.ts';
import { toolRoutes } from './modules/tools/routes.ts';
import { ExposedAccountsCache } from './modules/trading-reports/exposed-accounts.ts';
import { tradingReportRoutes } from './modules/trading-reports/routes.ts';
import { transactionRoutes } from './modules/transactions/routes.ts';
import { translationRoutes } from './modules/translations/routes.ts';
import { twoFactorRoutes } from './modules/two-factor/routes.ts';
import { localDiskStorage } from './storage/file-storage.ts';

const REQUEST_ID = /^[\w.-]{1,64}$/;
export const BODY_LIMIT_BYTES = 1024 * 1024;
const hops = (n: number) => (_address: string, hop: number) => hop < n;

const REACT_ARIA_STYLE_HASHES = [
  "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
  "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='",
];

/** Strict: same-origin only, no inline script, no framing, no plugins. */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // React Aria adds two fixed <style> rules at run time (usePress: touch-action on pressable
  // elements; usePreventScroll: overscroll containment under a modal). Allowed by their hashes, so
  // no other inline style runs; a React Aria upgrade that changes them shows as a CSP violation in
  // the browser tests (shell, document viewer).
  `style-src 'self' ${REACT_ARIA_STYLE_HASHES.join(' ')}`,
  // Documents are fetched with the bearer token and shown from blob: URLs (images; PDFs are drawn
  // by pdf.js on a canvas, so nothing is framed).
  "img-src 'self' data: blob:",
  "frame-src 'none'",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * `queues`: extra pending queues (tests); the modules register their own. `listen`: the database's
 * LISTEN, which carries queue changes to the console's badge streams (without it they only show
 * this instance's counts as of each connection).
 * `clock`: the time the rules read (set-password link expiry, approval windows); tests pass their own.
 */
export async function buildApp(
  config: Config,
  db: Db,
  queues = new QueueRegistry(),
  listen?: Listen,
  clock: () => Date = () => new Date(),
): Promise<FastifyInstance> {
  registerDocumentQueues(queues);
  registerRequestQueues(queues);
  registerFailedChecksQueue(queues);
  const app = Fastify({
    // Errors and requests are logged without client data: no SQL parameters, no query values.
    logger: { level: config.logLevel, serializers: LOG_SERIALIZERS },
    bodyLimit: BODY_LIMIT_BYTES,
    // A hop count means: trust the nearest N proxies (what proxy-addr does with a number).
    trustProxy: typeof config.trustProxy === 'number' ? hops(config.trustProxy) : config.trustProxy,
    requestIdHeader: false,
    // Raised before routing (a malformed URL): answered directly, in the same `{ code, message }` shape.
    frameworkErrors: (error, _request, reply) => {
      const { status, body } = frameworkErrorReply(error);
      reply.raw.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // An empty JSON body is no body, as if none were sent: an optional payload (a request action's)
  // may come with the content type and nothing else. Anything else goes to Fastify's own parser,
  // prototype-poisoning checks included; a route that needs a body still refuses one that is absent.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') done(null, undefined);
    else void parseJson(request, text, done);
  });

  const deps: Deps = {
    db,
    config,
    tokens: createAccessTokens(config.jwtSecret, config.accessTokenTtlSeconds),
    queues,
    live: new LiveQueues(),
    files: localDiskStorage(path.join(config.dataDir, 'documents')),
    sessions: new SessionCache(db),
    clock,
    jobs: new JobRegistry(),
    exposedAccounts: new ExposedAccountsCache(db, { maxAgeMs: config.balanceExposureMaxAgeMs }),
  };
  // Every scheduled and background function; main.ts starts the runner (tests only when they mean to).
  registerFunctions(deps.jobs, db, config, clock);
  app.decorate('jobs', deps.jobs);
  app.decorate('instanceStats', trackInstanceStats(app, db, config.databasePoolSize));

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // The console runs only its own scripts and styles; the API docs viewer sets its own policy.
    if (!request.url.startsWith('/docs')) reply.header('content-security-policy', CONSOLE_CSP);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    if (request.url.startsWith('/dashboard')) reply.header('cache-control', 'no-store');
  });

  if (listen) await deps.live.start(listen);
  await registerSessionCache(app, deps.sessions, listen);
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => deps.live.stop());

  registerErrorHandling(app);
  registerAuthentication(app, deps);
  registerStorableInput(app);
  await registerOpenApi(app);

  await app.register(healthRoutes(deps));
  await app.register(brandRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(twoFactorRoutes(deps));
  await app.register(staffRoutes(deps));
  await app.register(staffUserRoutes(deps));
  await app.register(roleRoutes(deps));
  await app.register(auditRoutes(deps));
  await app.register(queueRoutes(deps));
  await app.register(clientRoutes(deps));
  await app.register(noteRoutes(deps));
  // preservePath: the name arrives as sent, so a name carrying a path is refused, not silently cut.
  await app.register(multipart, {
    preservePath: true,
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 10, fieldSize: 1024 },
  });
  await app.register(documentRoutes(deps));
  await app.register(accountRoutes(deps));
  await app.register(requestRoutes(deps));
  await app.register(transactionRoutes(deps));
  await app.register(approvalPolicyRoutes(deps));
  await app.register(accountSettingsRoutes(deps));
  await app.register(platformRoutes(deps));
  await app.register(reportRoutes(deps));
  await app.register(tradingReportRoutes(deps));
  await app.register(toolRoutes(deps));
  await app.register(ratesRoutes(deps));
  await app.register(salesAssignmentRoutes(deps));
  await app.register(translationRoutes(deps));
  await app.register(clientIntakeRoutes(deps));
  await app.register(paymentProviderRoutes(deps));
  await app.register(blogRoutes(deps));
  await app.register(articleFeedRoutes(deps));
  await app.register(segmentRoutes(deps));
  await app.register(scheduledFunctionRoutes(deps));
  await app.register(serverStatusRoutes(deps));
  await app.register(calendarRoutes(deps));
  await app.register(ribbonRoutes(deps));
  await app.register(marketingConsentRoutes(deps));
  await app.register(dailyAnalysisRoutes(deps));
  await app.register(ibLeadRoutes(deps));
  await app.register(clientMessageRoutes(deps));

  const webConsole = await registerWebConsole(app, config.webDist);
  app.setNotFoundHandler((request, reply) => {
    if (webConsole?.isBuilt() && request.method === 'GET' && isConsolePath(request.url)) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ code: ErrorCode.routeNotFound, message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });

  return app;
}
