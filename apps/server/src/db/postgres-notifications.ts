import pg from 'pg';

/** What a subscriber hears: each NOTIFY payload, and when the LISTEN connection is lost or back. */
export type NotificationHandlers = {
  message: (payload: string) => void;
  /** `false` as soon as the connection is lost, `true` once it listens again (notifications in between are lost). */
  connected?: (isConnected: boolean) => void;
};

export type Backoff = { firstDelayMs: number; maxDelayMs: number };
export const DEFAULT_BACKOFF: Backoff = { firstDelayMs: 250, maxDelayMs: 10_000 };

const CHANNEL = /^[a-z_]{1,63}$/;

export function assertChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid channel ${channel}`);
}

/**
 * One connection of its own (a pooled one would be handed to queries) that LISTENs on every channel
 * this instance subscribes to. When the database drops it (failover, restart, an administrator), it
 * reconnects with growing, jittered delays for as long as it takes, LISTENs again, and tells every
 * subscriber it was away, so each can catch up on what it missed.
 */
export class PostgresNotifications {
  readonly #url: string;
  readonly #backoff: Backoff;
  readonly #subscribers = new Map<string, Set<NotificationHandlers>>();
  #client: pg.Client | null = null;
  /** The channels the current connection LISTENs on. */
  #listened = new Set<string>();
  #connecting: Promise<void> | null = null;
  #retry: NodeJS.Timeout | null = null;
  #failures = 0;
  #stopped = false;

  constructor(url: string, backoff: Backoff = DEFAULT_BACKOFF) {
    this.#url = url;
    this.#backoff = backoff;
  }

  get isConnected(): boolean {
    return this.#client !== null;
  }

  /** Failed connection attempts since the connection was last up (for tests and the status page). */
  get failedAttempts(): number {
    return this.#failures;
  }

  async subscribe(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>> {
    assertChannel(channel);
    const set = this.#subscribers.get(channel) ?? new Set();
    this.#subscribers.set(channel, set);
    set.add(handlers);
    if (this.#client) {
      await this.#listenToAll(this.#client);
      handlers.connected?.(true);
    } else {
      // The database away at start: the subscriber hears `connected(true)` when it comes.
      await this.#connect().catch(() => this.#scheduleReconnect());
      if (this.#client) await this.#listenToAll(this.#client);
    }
    return async () => {
      set.delete(handlers);
    };
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#retry) clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => {});
  }

  #connect(): Promise<void> {
    this.#connecting ??= this.#open().finally(() => {
      this.#connecting = null;
    });
    return this.#connecting;
  }

  async #open(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#url });
    // Without a listener a lost connection's `error` would crash the process.
    client.on('error', () => this.#lost(client));
    client.on('end', () => this.#lost(client));
    client.on('notification', (m) => {
      for (const handlers of this.#subscribers.get(m.channel) ?? []) handlers.message(m.payload ?? '');
    });
    try {
      await client.connect();
      this.#listened = new Set();
      await this.#listenToAll(client);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    if (this.#stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.#client = client;
    this.#failures = 0;
    this.#tell(true);
  }

  /** LISTENs on every channel subscribed to that this connection does not listen on yet. */
  async #listenToAll(client: pg.Client): Promise<void> {
    for (const channel of this.#subscribers.keys()) {
      if (this.#listened.has(channel)) continue;
      this.#listened.add(channel);
      await client.query(`LISTEN ${channel}`);
    }
  }

  #lost(client: pg.Client): void {
    if (this.#client !== client) return;
    this.#client = null;
    client.end().catch(() => {});
    this.#tell(false);
    this.#scheduleReconnect();
  }

  #scheduleReconnect(): void {
    if (this.#stopped || this.#retry) return;
    const ceiling = Math.min(this.#backoff.maxDelayMs, this.#backoff.firstDelayMs * 2 ** this.#failures);
    // Full jitter: instances that lost the database together do not all come back in one instant.
    const delay = ceiling / 2 + Math.random() * (ceiling / 2);
    this.#retry = setTimeout(() => {
      this.#retry = null;
      this.#connect().catch(() => {
        this.#failures += 1;
        this.#scheduleReconnect();
      });
    }, delay);
    this.#retry.unref();
  }

  #tell(isConnected: boolean): void {
    for (const set of this.#subscribers.values()) for (const handlers of set) handlers.connected?.(isConnected);
  }
}
