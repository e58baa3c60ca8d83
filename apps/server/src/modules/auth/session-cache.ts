import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Listen } from '../../db/client.ts';
import { findLiveSessionPrepared, type LiveSession } from './sessions-repository.ts';

/** The channel migration 0016's triggers notify on: a session ended, a staff user, their brands or a role changed. */
export const AUTH_CHANGED_CHANNEL = 'auth_changed';

type Options = {
  /** Longest an entry is trusted without a notification (a second line of defence; notifications do the work). */
  maxAgeMs?: number;
  maxEntries?: number;
  now?: () => number;
};

type Entry = { live: LiveSession; cachedAt: number };

/** A payload this instance sends itself to know it has heard every change committed before it. */
const BARRIER = 'barrier:';
/** Longest a reply waits for its own barrier; past it the cache is emptied instead (still correct). */
const BARRIER_TIMEOUT_MS = 2000;

/**
 * The live sessions this instance has checked, so an authenticated request does not ask the
 * database again. Every instance drops its whole cache when PostgreSQL tells it that something a
 * session depends on changed (logout, disabling, permissions, brands, roles: see AUTH_CHANGED_CHANNEL),
 * so those take effect on every instance at commit.
 *
 * It fails closed: until its LISTEN connection is up, and whenever it is lost, the cache is empty
 * and bypassed (every request reads the database), because a change made meanwhile would not be
 * heard. A read that raced a change is not stored (the generation moved on while it ran).
 */
export class SessionCache {
  readonly #db: Db;
  readonly #maxAgeMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  readonly #entries = new Map<string, Entry>();
  readonly #changeListeners = new Set<() => void>();
  #isListening = false;
  #generation = 0;
  #unsubscribe: (() => Promise<void>) | null = null;
  readonly #barriers = new Map<string, () => void>();

  constructor(db: Db, options: Options = {}) {
    this.#db = db;
    this.#maxAgeMs = options.maxAgeMs ?? 60_000;
    this.#maxEntries = options.maxEntries ?? 50_000;
    this.#now = options.now ?? Date.now;
  }

  /** Without `listen` the cache stays bypassed: every lookup reads the database. */
  async start(listen: Listen | undefined): Promise<void> {
    if (!listen) return;
    this.#unsubscribe = await listen(AUTH_CHANGED_CHANNEL, {
      message: (payload) => this.#heard(payload),
      connected: (isConnected) => {
        this.#isListening = isConnected;
        this.#changed();
      },
    });
  }

  async stop(): Promise<void> {
    this.#isListening = false;
    this.#entries.clear();
    await this.#unsubscribe?.();
  }

  /** True while notifications arrive, so cached entries may be trusted. */
  get isTrusted(): boolean {
    return this.#isListening;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The live session and its staff user, or null when it has ended or never was. */
  async find(sessionId: string): Promise<LiveSession | null> {
    const now = this.#now();
    const hit = this.#isListening ? this.#entries.get(sessionId) : undefined;
    if (hit && now - hit.cachedAt < this.#maxAgeMs && hit.live.session.expiresAt.getTime() > now) return hit.live;
    if (hit) this.#entries.delete(sessionId);

    const generation = this.#generation;
    const live = await findLiveSessionPrepared(this.#db, sessionId);
    if (live && this.#isListening && generation === this.#generation) this.#store(sessionId, { live, cachedAt: now });
    return live;
  }

  /**
   * Resolves once this instance has heard every change committed before the call: it notifies a
   * barrier of its own and waits for it, and notifications arrive in commit order. A change made
   * through this instance is thus in force here before its reply leaves; on the other instances
   * it is in force as soon as its notification arrives (milliseconds).
   */
  async catchUp(): Promise<void> {
    if (!this.#isListening) return;
    const id = randomUUID();
    const heard = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.#barriers.delete(id);
        this.#changed();
        resolve();
      }, BARRIER_TIMEOUT_MS);
      this.#barriers.set(id, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    await this.#db.execute(sql`select pg_notify(${AUTH_CHANGED_CHANNEL}, ${BARRIER + id})`);
    await heard;
  }

  /** `listener` runs after every change heard (and after the connection comes back); returns the unsubscribe. */
  onChange(listener: () => void): () => void {
    this.#changeListeners.add(listener);
    return () => this.#changeListeners.delete(listener);
  }

  #store(sessionId: string, entry: Entry): void {
    if (this.#entries.size >= this.#maxEntries) {
      // Oldest first: a Map iterates in insertion order.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(sessionId, entry);
  }

  #heard(payload: string): void {
    if (!payload.startsWith(BARRIER)) {
      this.#changed();
      return;
    }
    const id = payload.slice(BARRIER.length);
    this.#barriers.get(id)?.();
    this.#barriers.delete(id);
  }

  #changed(): void {
    this.#generation += 1;
    this.#entries.clear();
    for (const listener of this.#changeListeners) listener();
  }
}
