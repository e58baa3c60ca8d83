import type { TEndpoint } from '../endpoint.ts';
import { accountEndpoints } from './accounts.ts';
import { approvalPolicyEndpoints } from './approval-policies.ts';
import { auditEndpoints } from './audit.ts';
import { authEndpoints } from './auth.ts';
import { blogEndpoints } from './blog.ts';
import { brandEndpoints } from './brands.ts';
import { calendarEventEndpoints } from './calendar-events.ts';
import { clientMessageEndpoints } from './client-messages.ts';
import { clientEndpoints } from './clients.ts';
import { documentEndpoints } from './documents.ts';
import { ibLeadEndpoints } from './ib-leads.ts';
import { internalsEndpoints } from './internals.ts';
import { messagingEndpoints } from './messaging.ts';
import { noteEndpoints } from './notes.ts';
import { openPaydEndpoints } from './open-payd.ts';
import { platformEndpoints } from './platform.ts';
import { queueEndpoints } from './queues.ts';
import { reportEndpoints } from './reports.ts';
import { requestEndpoints } from './requests.ts';
import { ribbonEndpoints } from './ribbons.ts';
import { roleEndpoints } from './roles.ts';
import { salesAssignmentEndpoints } from './sales-assignment.ts';
import { segmentEndpoints } from './segments.ts';
import { staffEndpoints } from './staff.ts';
import { staffUserEndpoints } from './staff-sessions.ts';
import { toolEndpoints } from './tools.ts';
import { tradingReportEndpoints } from './trading-reports.ts';
import { transactionEndpoints } from './transactions.ts';
import { translationEndpoints } from './translations.ts';
import { twoFactorEndpoints } from './two-factor.ts';
import { utilsEndpoints } from './utils.ts';

export * from './accounts.ts';
export * from './approval-policies.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './blog.ts';
export * from './brands.ts';
export * from './calendar-events.ts';
export * from './client-messages.ts';
export * from './clients.ts';
export * from './documents.ts';
export * from './ib-leads.ts';
export * from './internals.ts';
export * from './messaging.ts';
export * from './notes.ts';
export * from './open-payd.ts';
export * from './platform.ts';
export * from './queues.ts';
export * from './reports.ts';
export * from './requests.ts';
export * from './ribbons.ts';
export * from './roles.ts';
export * from './sales-assignment.ts';
export * from './segments.ts';
export * from './staff.ts';
export * from './staff-sessions.ts';
export * from './tools.ts';
export * from './trading-reports.ts';
export * from './transactions.ts';
export * from './translations.ts';
export * from './two-factor.ts';
export * from './utils.ts';

const { note, financial } = noteEndpoints;

/**
 * Every endpoint of the API by its name: the console calls an endpoint by this name (`call('listClients',
 * …)`), reading its path and method from the declaration and its types from the schemas. A name
 * appears once (a test counts the groups against this map, so a spread cannot hide a duplicate).
 */
export const ENDPOINTS_BY_NAME = {
  ...authEndpoints,
  ...brandEndpoints,
  ...staffEndpoints,
  ...staffUserEndpoints,
  ...roleEndpoints,
  ...auditEndpoints,
  ...queueEndpoints,
  ...clientEndpoints,
  listNotes: note.list,
  createNote: note.create,
  updateNote: note.update,
  deleteNote: note.delete,
  listFinancialNotes: financial.list,
  createFinancialNote: financial.create,
  updateFinancialNote: financial.update,
  deleteFinancialNote: financial.delete,
  ...documentEndpoints,
  ...accountEndpoints,
  ...approvalPolicyEndpoints,
  ...requestEndpoints,
  ...transactionEndpoints,
  ...platformEndpoints,
  ...reportEndpoints,
  ...tradingReportEndpoints,
  ...toolEndpoints,
  ...utilsEndpoints,
  ...salesAssignmentEndpoints,
  ...twoFactorEndpoints,
  ...openPaydEndpoints,
  ...blogEndpoints,
  ...segmentEndpoints,
  ...internalsEndpoints,
  ...calendarEventEndpoints,
  ...ribbonEndpoints,
  ...messagingEndpoints,
  ...ibLeadEndpoints,
  ...clientMessageEndpoints,
  ...translationEndpoints,
} as const;

export type TEndpointsByName = typeof ENDPOINTS_BY_NAME;
export type TEndpointName = keyof TEndpointsByName;

/**
 * Every endpoint of the API, once. The server registers exactly these (a test holds it to that),
 * and the OpenAPI document is generated from what it registers.
 */
export const ENDPOINTS: readonly TEndpoint[] = Object.values(ENDPOINTS_BY_NAME);
