import type { TNotificationItem, TPermission } from '@crm/contracts';
import type { Db } from '../../db/client.ts';
import type { ScopeCaller } from '../../http/data-scope.ts';

/**
 * A queue of pending work that a module owns (pending KYC documents, pending withdrawals, …). The
 * module registers it once; the counts call and the notifications panel read every registered
 * queue the caller may see, always within the caller's data scope.
 */
export type PendingQueue = {
  key: string;
  /** The console page whose menu entry carries the badge. */
  path: string;
  /** Who sees the queue (any one). */
  permissions: readonly [TPermission, ...TPermission[]];
  count(db: Db, scope: ScopeCaller): Promise<number>;
  /** Newest pending items for the notifications panel, if the queue has any to show. */
  latest?(db: Db, scope: ScopeCaller, limit: number): Promise<TNotificationItem[]>;
};

export class QueueRegistry {
  readonly #queues = new Map<string, PendingQueue>();

  register(queue: PendingQueue): void {
    if (this.#queues.has(queue.key)) throw new Error(`Queue ${queue.key} is registered twice`);
    this.#queues.set(queue.key, queue);
  }

  all(): PendingQueue[] {
    return [...this.#queues.values()];
  }
}
