import type { TNotificationItem, TPermission, TRequestType } from '@crm/contracts';
import { and, count, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clientRequests, clients } from '../../db/schema.ts';
import { dataScope, type ScopeCaller } from '../../http/data-scope.ts';
import type { QueueRegistry } from '../queues/queue-registry.ts';

const MONEY_IN_OUT: TRequestType[] = ['withdrawFromAccount', 'depositCryptoToAccount'];

/** Spec point 4 membership: pending requests leave out withdrawals and crypto deposits, which have their own queues. */
const QUEUES: {
  key: string;
  path: string;
  permission: TPermission;
  types: (column: typeof clientRequests.type) => SQL;
  notificationType: TNotificationItem['notificationType'];
}[] = [
  {
    key: 'requests.pending',
    path: '/requests',
    permission: 'requests.view_requests',
    types: (c) => notInArray(c, MONEY_IN_OUT),
    notificationType: 'requests',
  },
  {
    key: 'finances.pendingWithdrawals',
    path: '/finances/pending-withdrawals',
    permission: 'requests.view_pending_withdrawals',
    types: (c) => eq(c, 'withdrawFromAccount'),
    notificationType: 'withdrawals',
  },
  {
    key: 'finances.pendingDeposits',
    path: '/finances/pending-deposits',
    permission: 'requests.view_pending_deposits',
    types: (c) => inArray(c, ['depositCryptoToAccount']),
    notificationType: 'requests',
  },
];

const pendingWhere = (scope: ScopeCaller, types: SQL) =>
  and(
    eq(clientRequests.brandId, scope.brand),
    eq(clientRequests.status, 'pending'),
    types,
    dataScope(scope, { brand: clients.brandId, country: clients.country }),
  );

/** The three request queues behind the Requests and Finances badges and the notifications panel. */
export function registerRequestQueues(queues: QueueRegistry): void {
  for (const q of QUEUES) {
    queues.register({
      key: q.key,
      path: q.path,
      permissions: [q.permission],
      count: async (db: Db, scope) => {
        const [row] = await db
          .select({ n: count() })
          .from(clientRequests)
          .innerJoin(clients, eq(clients.id, clientRequests.clientId))
          .where(pendingWhere(scope, q.types(clientRequests.type)));
        return row?.n ?? 0;
      },
      latest: async (db: Db, scope, limit) => {
        const rows = await db
          .select({
            id: clientRequests.id,
            createdAt: clientRequests.createdAt,
            type: clientRequests.type,
            status: clientRequests.status,
            ctraderId: clients.ctraderId,
          })
          .from(clientRequests)
          .innerJoin(clients, eq(clients.id, clientRequests.clientId))
          .where(pendingWhere(scope, q.types(clientRequests.type)))
          .orderBy(desc(clientRequests.createdAt))
          .limit(limit);
        return rows.map((r) => ({
          _id: r.id,
          createdAt: r.createdAt.toISOString(),
          notificationType: q.notificationType,
          request_type: r.type,
          user: { ctrader_id: r.ctraderId },
          status: r.status,
        }));
      },
    });
  }
}
