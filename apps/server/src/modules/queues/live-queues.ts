import type { Listen } from '../../db/client.ts';
import { QUEUE_CHANNEL } from './queue-signal.ts';

type Subscriber = { brand: string; changed: () => void; end: () => void };

/** Changes arriving together (a burst of approvals) are told once. */
const SETTLE_MS = 150;

/**
 * Relays queue changes heard on PostgreSQL to the console streams open on this instance, per brand.
 * Each stream then reads its own counts (its caller's permissions and country whitelist).
 */
export class LiveQueues {
  readonly #subscribers = new Set<Subscriber>();
  readonly #pending = new Set<string>();
  #timer: NodeJS.Timeout | null = null;
  #stop: (() => Promise<void>) | null = null;

  async start(listen: Listen): Promise<void> {
    let wasLost = false;
    this.#stop = await listen(QUEUE_CHANNEL, {
      message: (brand) => this.#heard(brand),
      // Changes made while the connection was down were never heard: every stream reads again.
      connected: (isConnected) => {
        if (!isConnected) wasLost = true;
        else if (wasLost) {
          wasLost = false;
          for (const s of this.#subscribers) this.#heard(s.brand);
        }
      },
    });
  }

  subscribe(brand: string, changed: () => void, end: () => void): () => void {
    const subscriber = { brand, changed, end };
    this.#subscribers.add(subscriber);
    return () => this.#subscribers.delete(subscriber);
  }

  get size(): number {
    return this.#subscribers.size;
  }

  /** Ends every open stream (the server is closing) and stops listening. */
  async stop(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    for (const s of this.#subscribers) s.end();
    this.#subscribers.clear();
    await this.#stop?.();
  }

  #heard(brand: string) {
    this.#pending.add(brand);
    this.#timer ??= setTimeout(() => {
      this.#timer = null;
      const brands = new Set(this.#pending);
      this.#pending.clear();
      for (const s of this.#subscribers) if (brands.has(s.brand)) s.changed();
    }, SETTLE_MS);
  }
}
