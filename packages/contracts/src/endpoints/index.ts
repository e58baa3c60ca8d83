import type { TEndpoint } from '../endpoint.ts';
import { accountEndpoints } from './accounts.ts';
import { auditEndpoints } from './audit.ts';
import { authEndpoints } from './auth.ts';
import { brandEndpoints } from './brands.ts';
import { clientEndpoints } from './clients.ts';
import { documentEndpoints } from './documents.ts';
import { noteEndpoints } from './notes.ts';
import { platformEndpoints } from './platform.ts';
import { queueEndpoints } from './queues.ts';
import { requestEndpoints } from './requests.ts';
import { roleEndpoints } from './roles.ts';
import { staffEndpoints } from './staff.ts';
import { transactionEndpoints } from './transactions.ts';

export * from './accounts.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './brands.ts';
export * from './clients.ts';
export * from './documents.ts';
export * from './notes.ts';
export * from './platform.ts';
export * from './queues.ts';
export * from './requests.ts';
export * from './roles.ts';
export * from './staff.ts';
export * from './transactions.ts';

/**
 * Every endpoint of the API, once. The server registers exactly these (a test holds it to that),
 * and the OpenAPI document is generated from what it registers.
 */
export const ENDPOINTS: readonly TEndpoint[] = [
  ...Object.values(authEndpoints),
  ...Object.values(brandEndpoints),
  ...Object.values(staffEndpoints),
  ...Object.values(roleEndpoints),
  ...Object.values(auditEndpoints),
  ...Object.values(queueEndpoints),
  ...Object.values(clientEndpoints),
  ...Object.values(noteEndpoints.note),
  ...Object.values(noteEndpoints.financial),
  ...Object.values(documentEndpoints),
  ...Object.values(accountEndpoints),
  ...Object.values(requestEndpoints),
  ...Object.values(transactionEndpoints),
  ...Object.values(platformEndpoints),
];
